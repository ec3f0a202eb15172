import Link from 'next/link';
import { useRouter } from 'next/router';
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PageProps } from '@/lib/page-data';
import { pathFor } from '@/routing/routes';
import { firstQueryValue, safeReturnTo } from '@/domain/return-to';
import { withApi } from '@/lib/api-provider';
import { TwoFactorSettings } from '@/features/auth/TwoFactorSettings';
import { useSession } from '@/features/auth/use-session';

/**
 * /en/account/security, /es/cuenta/seguridad: two-step verification of the signed-in account.
 * Staff and admins without it are sent here by the back office (?returnTo=/admin…).
 */
function SecurityScreenBody({ lang, meta }: PageProps) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const session = useSession();
  const here = pathFor(lang, 'security');
  const returnTo = safeReturnTo(firstQueryValue(router.query.returnTo));
  const signInHref = `${pathFor(lang, 'auth')}?returnTo=${encodeURIComponent(router.asPath.startsWith(here) ? router.asPath : here)}`;

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        {meta.title}
      </Title>
      {session.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('page.loading')}</Text>
        </Group>
      )}
      {(session.isError || session.data === null) && (
        <Stack align="flex-start">
          <Text>{t('twoFactor.signedOut')}</Text>
          <Button component={Link} href={signInHref} locale={false}>
            {t('twoFactor.signIn')}
          </Button>
        </Stack>
      )}
      {session.data && router.isReady && <TwoFactorSettings lang={lang} continueTo={returnTo} />}
    </Container>
  );
}

export default withApi(SecurityScreenBody);
