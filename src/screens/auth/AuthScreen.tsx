// /en/auth and /es/auth: Sign In and Sign Up tabs, the forgotten-password form, and the pages the
// e-mailed links open (?confirm=… confirms, and signs in the browser that signed up; ?reset=…
// sets a new password; ?changeEmail=… makes a new address the account's (?cancelEmailChange=…,
// sent to the address it has, stops that); ?emailLink=…&email=…
// signs in by e-mailed link on a click; ?forgot=1 opens the forgotten-password form).
// A signed-in visitor is sent on to ?returnTo (a path on this site only) or the home page.
import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { Alert, Center, Container, Loader, Paper, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PageProps } from '@/lib/page-data';
import { pathFor } from '@/routing/routes';
import { firstQueryValue, returnToFromQuery } from '@/domain/return-to';
import { ConfirmEmail } from '@/features/auth/ConfirmEmail';
import { ConfirmEmailChange } from '@/features/auth/ConfirmEmailChange';
import { CancelEmailChange } from '@/features/auth/CancelEmailChange';
import { EmailLinkLanding } from '@/features/auth/EmailLinkLanding';
import { ForgotPasswordForm } from '@/features/auth/ForgotPasswordForm';
import { ResetPasswordForm } from '@/features/auth/ResetPasswordForm';
import { SignInForm } from '@/features/auth/SignInForm';
import { SignUpForm } from '@/features/auth/SignUpForm';
import { useRefreshSession, useSession } from '@/features/auth/use-session';
import { withApi } from '@/lib/api-provider';

type View = 'signIn' | 'signUp' | 'forgot';

function AuthScreenBody({ lang, meta }: PageProps) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const session = useSession();
  const refreshSession = useRefreshSession();
  // Until the visitor picks one, ?forgot=1 (the link in a sign-in change notice) opens the forgotten-password form.
  const [chosenView, setView] = useState<View | null>(null);
  const view: View = chosenView ?? (router.isReady && router.query.forgot ? 'forgot' : 'signIn');
  const [email, setEmail] = useState('');

  const authPath = pathFor(lang, 'auth');
  const returnTo = returnToFromQuery(router.query);
  // Coming back to this page after signing in would only loop.
  const destination = returnTo && !returnTo.startsWith(authPath) ? returnTo : pathFor(lang, 'home');
  const confirmToken = firstQueryValue(router.query.confirm);
  const resetToken = firstQueryValue(router.query.reset);
  const changeEmailToken = firstQueryValue(router.query.changeEmail);
  const cancelEmailChangeToken = firstQueryValue(router.query.cancelEmailChange);
  const emailLinkToken = firstQueryValue(router.query.emailLink);
  const emailLinkAddress = firstQueryValue(router.query.email);
  // NextAuth comes back here with ?error=… when an e-mailed sign-in link was refused.
  const linkRefused = ['Verification', 'AccessDenied'].includes(firstQueryValue(router.query.error) ?? '');
  const followingLink = Boolean(confirmToken || resetToken || changeEmailToken || cancelEmailChangeToken || emailLinkToken);

  const goOn = useCallback(() => router.replace(destination, undefined, { locale: false }), [router, destination]);
  // After a link signs the visitor in (the redirect effect leaves link pages alone).
  const signedInThenGoOn = useCallback(async () => {
    await refreshSession();
    await goOn();
  }, [refreshSession, goOn]);

  useEffect(() => {
    if (router.isReady && !followingLink && session.data) void goOn();
  }, [router.isReady, followingLink, session.data, goOn]);

  const leaveLink = (next: View) => {
    setView(next);
    void router.replace(authPath, undefined, { locale: false, shallow: true });
  };

  let body;
  if (!router.isReady || (!followingLink && (session.isPending || session.data))) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('page.loading')} />
      </Center>
    );
  } else if (confirmToken) {
    body = <ConfirmEmail token={confirmToken} onDone={signedInThenGoOn} onConfirmedOnly={() => leaveLink('signIn')} />;
  } else if (emailLinkToken && emailLinkAddress) {
    body = <EmailLinkLanding token={emailLinkToken} email={emailLinkAddress} returnTo={destination} />;
  } else if (cancelEmailChangeToken) {
    body = <CancelEmailChange token={cancelEmailChangeToken} onSetPassword={() => leaveLink('forgot')} />;
  } else if (changeEmailToken) {
    body = <ConfirmEmailChange token={changeEmailToken} onContinue={() => (session.data ? void refreshSession().then(goOn) : leaveLink('signIn'))} />;
  } else if (resetToken) {
    body = <ResetPasswordForm token={resetToken} onDone={signedInThenGoOn} onRequestNewLink={() => leaveLink('forgot')} />;
  } else if (view === 'forgot') {
    body = <ForgotPasswordForm initialEmail={email} onBack={() => setView('signIn')} />;
  } else {
    body = (
      <Tabs value={view} onChange={(value) => setView(value === 'signUp' ? 'signUp' : 'signIn')} keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="signIn">{t('tabs.signIn')}</Tabs.Tab>
          <Tabs.Tab value="signUp">{t('tabs.signUp')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signIn">
          {linkRefused && (
            <Alert color="red" role="alert" mb="md">
              {t('security:emailLink.invalid')}
            </Alert>
          )}
          <SignInForm
            emailLink={{ lang, returnTo: destination }}
            initialEmail={email}
            onSignedIn={refreshSession}
            onForgotPassword={(typed) => {
              setEmail(typed);
              setView('forgot');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="signUp">
          <SignUpForm
            returnTo={returnTo}
            onCreated={(created) => {
              setEmail(created);
              setView('signIn');
            }}
          />
        </Tabs.Panel>
      </Tabs>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Title order={1} size="h2" ta="center" mb="lg">
        {meta.title}
      </Title>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {body}
      </Paper>
    </Container>
  );
}

export default withApi(AuthScreenBody);
