import { useRouter } from 'next/router';
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PageProps } from '@/lib/page-data';
import { pathFor } from '@/routing/routes';
import { returnToFromQuery } from '@/domain/return-to';
import { withApi } from '@/lib/api-provider';
import { TwoFactorSettings } from '@/features/auth/TwoFactorSettings';
import { SignedInOnly } from '@/features/auth/SignedInOnly';
import { SignInSettings } from '@/features/auth/SignInSettings';

/**
 * /en/account/security, /es/cuenta/seguridad: two-step verification, password and e-mail address
 * of the signed-in account.
 * Staff and admins without it are sent here by the back office (?returnTo=/admin…).
 */
function SecurityScreenBody({ lang, meta }: PageProps) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const here = pathFor(lang, 'security');
  const returnTo = returnToFromQuery(router.query);
  const signInHref = `${pathFor(lang, 'auth')}?returnTo=${encodeURIComponent(router.asPath.startsWith(here) ? router.asPath : here)}`;

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        {meta.title}
      </Title>
      <SignedInOnly signInHref={signInHref} labels={{ loading: t('page.loading'), signedOut: t('twoFactor.signedOut'), signIn: t('twoFactor.signIn') }}>
        {router.isReady && (
          <Stack gap="lg">
            <TwoFactorSettings lang={lang} continueTo={returnTo} />
            <SignInSettings />
          </Stack>
        )}
      </SignedInOnly>
    </Container>
  );
}

export default withApi(SecurityScreenBody);
