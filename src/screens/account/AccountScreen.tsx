import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PageProps } from '@/lib/page-data';
import { pathFor } from '@/routing/routes';
import { MyQuotes } from '@/features/quote/MyQuotes';
import { SignedInOnly } from '@/features/auth/SignedInOnly';
import { MyMembership } from '@/features/membership/MyMembership';
import { withApi } from '@/lib/api-provider';

/** /en/account, /es/cuenta: the signed-in customer's saved quotes (each opens at its own address); a sign-in link otherwise. */
function AccountScreenBody({ lang, meta }: PageProps) {
  const { t } = useTranslation('quote');
  const signIn = `${pathFor(lang, 'auth')}?returnTo=${encodeURIComponent(pathFor(lang, 'account'))}`;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {meta.title}
      </Title>
      <SignedInOnly signInHref={signIn} labels={{ loading: t('account.loading'), signedOut: t('account.signedOut'), signIn: t('account.signIn') }}>
        <Stack gap="lg">
          <MyQuotes lang={lang} />
          <MyMembership lang={lang} />
        </Stack>
      </SignedInOnly>
    </Container>
  );
}

export default withApi(AccountScreenBody);
