import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '@/components/PasswordField';
import { useTranslation } from 'next-i18next/pages';
import { signInErrorMessage, signInErrors } from '@/domain/account-rules';
import { isTwoFactorSignInError } from '@/domain/two-factor';
import { trpc } from '@/lib/trpc';
import { apiErrorMessage } from './api-error';
import { signInWithCredentials } from './next-auth-client';
import { notifyError, notifySuccess } from './notify';
import { SecondFactorStep } from './SecondFactorStep';
import { EmailLinkRequest } from './EmailLinkRequest';

interface Props {
  initialEmail?: string;
  /** Called after a successful sign-in; the page then sends the visitor on. */
  onSignedIn: () => Promise<unknown>;
  onForgotPassword: (email: string) => void;
  /** Offers a sign-in link by e-mail (customers), in this language, back to this path. */
  emailLink?: { lang: string; returnTo: string };
}

export function SignInForm({ initialEmail = '', onSignedIn, onForgotPassword, emailLink }: Props) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  // The password was right and the account has two-step verification: ask for the code next.
  const [needsCode, setNeedsCode] = useState(false);
  const resend = trpc.account.resendConfirmation.useMutation({
    onSuccess: () => setResent(true),
    onError: (error) => notifyError(t('errors.title'), apiErrorMessage(error, t, 'common:errors.unexpected')),
  });

  const signedIn = async () => {
    notifySuccess(t('signIn.successTitle'), t('signIn.successMessage'));
    await onSignedIn();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setUnconfirmedEmail(null);
    setResent(false);
    try {
      const result = await signInWithCredentials({ email, password });
      if (result.ok) {
        await signedIn();
        return;
      }
      if (isTwoFactorSignInError(result.error)) {
        setNeedsCode(true);
        return;
      }
      if (result.error === signInErrors.notConfirmed) setUnconfirmedEmail(email);
      const { key, values } = signInErrorMessage(result.error);
      notifyError(t('errors.title'), t(key, values));
    } catch {
      notifyError(t('errors.title'), t('common:errors.unexpected'));
    } finally {
      setSubmitting(false);
    }
  };

  if (needsCode) {
    return (
      <SecondFactorStep
        submit={(code) => signInWithCredentials({ email, password, code })}
        onSignedIn={signedIn}
        onBack={() => {
          setNeedsCode(false);
          setPassword('');
        }}
      />
    );
  }

  return (
    <Stack>
      <form onSubmit={submit}>
        <Stack>
          {unconfirmedEmail && (
            <Alert color="yellow" title={t('signIn.notConfirmed')}>
              {resent ? (
                t('signIn.resent')
              ) : (
                <Button variant="light" size="xs" mt="xs" loading={resend.isPending} onClick={() => resend.mutate({ email: unconfirmedEmail })}>
                  {t('signIn.resend')}
                </Button>
              )}
            </Alert>
          )}
          <TextInput label={t('fields.email')} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordField label={t('fields.password')} autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(email)}>
              {t('signIn.forgot')}
            </Anchor>
            <Button type="submit" loading={submitting} disabled={submitting}>
              {t('signIn.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {emailLink && <EmailLinkRequest email={email} lang={emailLink.lang} returnTo={emailLink.returnTo} />}
    </Stack>
  );
}
