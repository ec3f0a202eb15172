import { Container, Stack, Title } from '@mantine/core';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { PageProps } from '@/lib/page-data';
import { pathFor } from '@/routing/routes';
import { SavedQuoteDetail } from '@/features/quote/SavedQuoteDetail';
import { AccountOrder } from '@/features/orders/AccountOrder';
import { SignedInOnly } from '@/features/auth/SignedInOnly';
import classes from '@/features/quote/print.module.css';
import { withApi } from '@/lib/api-provider';

/**
 * /en/account/quotes/{id}, /es/cuenta/cotizaciones/{id}: one of the signed-in customer's saved
 * quotes and its order (someone else's is "not found": the server reads it for its owner only).
 */
function AccountQuoteScreenBody({ lang, meta, route }: PageProps) {
  const { t } = useTranslation('quote');
  const router = useRouter();
  const id = route.params.quote ?? '';
  const here = pathFor(lang, 'accountQuote', { quote: id });
  const signIn = `${pathFor(lang, 'auth')}?returnTo=${encodeURIComponent(here)}`;
  // A re-priced quote is a new quote: its own address (Back still returns to the list).
  const open = (fresh: string) => void router.push(pathFor(lang, 'accountQuote', { quote: fresh }), undefined, { locale: false });

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg" className={classes.noPrint}>
        {meta.title}
      </Title>
      <SignedInOnly signInHref={signIn} labels={{ loading: t('account.loading'), signedOut: t('account.signedOut'), signIn: t('account.signIn') }}>
        <Stack gap="lg">
          <SavedQuoteDetail id={id} lang={lang} onOpen={open} />
          <AccountOrder id={id} lang={lang} onOpen={open} />
        </Stack>
      </SignedInOnly>
    </Container>
  );
}

export default withApi(AccountQuoteScreenBody);
