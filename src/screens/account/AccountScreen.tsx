import { useState } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PageProps } from '@/lib/page-data';
import { pathFor } from '@/routing/routes';
import { MyQuotes } from '@/features/quote/MyQuotes';
import { SavedQuoteDetail } from '@/features/quote/SavedQuoteDetail';
import { AccountOrder } from '@/features/orders/AccountOrder';
import { SignedInOnly } from '@/features/auth/SignedInOnly';
import { MyMembership } from '@/features/membership/MyMembership';
import classes from '@/features/quote/print.module.css';
import { withApi } from '@/lib/api-provider';

/** /en/account, /es/cuenta: the signed-in customer's saved quotes; a sign-in link otherwise. */
function AccountScreenBody({ lang, meta }: PageProps) {
  const { t } = useTranslation('quote');
  const [openId, setOpenId] = useState<string | null>(null);
  const signIn = `${pathFor(lang, 'auth')}?returnTo=${encodeURIComponent(pathFor(lang, 'account'))}`;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg" className={openId ? classes.noPrint : undefined}>
        {meta.title}
      </Title>
      <SignedInOnly signInHref={signIn} labels={{ loading: t('account.loading'), signedOut: t('account.signedOut'), signIn: t('account.signIn') }}>
        {openId ? (
          <Stack gap="lg">
            <SavedQuoteDetail id={openId} lang={lang} onBack={() => setOpenId(null)} onOpen={setOpenId} />
            <AccountOrder id={openId} lang={lang} onOpen={setOpenId} />
          </Stack>
        ) : (
          <Stack gap="lg">
            <MyQuotes lang={lang} onOpen={setOpenId} />
            <MyMembership lang={lang} />
          </Stack>
        )}
      </SignedInOnly>
    </Container>
  );
}

export default withApi(AccountScreenBody);
