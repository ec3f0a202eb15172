// /en/quote-link, /es/enlace-cotizacion?quote=…&token=…: one quote opened from its e-mailed link,
// without signing in (issue 22). Everything on it is loaded in the browser.
import { useRouter } from 'next/router';
import { Alert, Container, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PageProps } from '@/lib/page-data';
import { firstQueryValue } from '@/domain/return-to';
import { pathFor } from '@/routing/routes';
import { withApi } from '@/lib/api-provider';
import { LoadingStatus } from '@/components/LoadingStatus';
import { LinkedQuote } from '@/features/orders/LinkedQuote';

function QuoteLinkScreenBody({ lang, meta }: PageProps) {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const quoteId = firstQueryValue(router.query.quote);
  const token = firstQueryValue(router.query.token);
  let body;
  if (!router.isReady) body = <LoadingStatus label={t('link.loading')} />;
  else if (!quoteId || !token) {
    body = (
      <Alert color="red" role="alert" title={t('link.problemTitle')} data-testid="link-problem">
        {t('link.missing')}
      </Alert>
    );
  } else {
    body = (
      <LinkedQuote
        key={`${quoteId}:${token}`}
        lang={lang}
        quoteId={quoteId}
        token={token}
        onOpenLink={(q, tk) => void router.replace(`${pathFor(lang, 'quoteLink')}?${new URLSearchParams({ quote: q, token: tk })}`, undefined, { locale: false })}
      />
    );
  }
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {meta.title}
      </Title>
      {body}
    </Container>
  );
}

export default withApi(QuoteLinkScreenBody);
