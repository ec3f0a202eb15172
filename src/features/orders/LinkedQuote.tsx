// What the e-mailed link opens (issue 22): that quote's lines and totals and its order, or the
// form to accept it; a wrong, expired or cancelled link gets a clear page and the phone.
import { useState } from 'react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { PricedLines, PricedRow } from '@/features/quote/PricedLines';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import { trpc } from '@/lib/trpc';
import { useCallLink } from '@/components/layout/business';
import { quoteNumber } from '@/domain/quote-number';
import { LoadingStatus } from '@/components/LoadingStatus';
import { AcceptForm, type AcceptOutcome } from './AcceptForm';
import { OrderPanel } from './OrderPanel';
import { PayByCard } from './PayByCard';
import { DropPhoto } from './DropPhoto';

interface Props {
  lang: Lang;
  quoteId: string;
  token: string;
  /** Opens another quote's link (a re-priced quote comes with a link of its own). */
  onOpenLink: (quoteId: string, token: string) => void;
}

export function LinkedQuote({ lang, quoteId, token, onOpenLink }: Props) {
  const { t } = useTranslation('orders');
  const call = useCallLink();
  const shown = trpc.order.byLink.useQuery({ quoteId, token }, { retry: false });
  const utils = trpc.useUtils();
  const [result, setResult] = useState<{ error: string } | AcceptOutcome | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [newLink, setNewLink] = useState<{ quoteId: string; token: string } | null>(null);
  const accept = trpc.order.acceptByLink.useMutation({
    onSuccess: (outcome) => {
      setResult(outcome);
      if (outcome.outcome === 'repriced' && outcome.token) setNewLink({ quoteId: outcome.quoteId, token: outcome.token });
      if (outcome.outcome === 'accepted') void utils.order.byLink.invalidate();
    },
    onError: (error) => setResult({ error: error.message }),
  });
  const cancel = trpc.order.cancelByLink.useMutation({
    onSuccess: () => setCancelError(null),
    onError: (error) => setCancelError(error.message),
  });

  if (cancel.isSuccess) {
    return (
      <Alert color="green" role="status" data-testid="order-cancelled">
        {t('order.cancelled')}
      </Alert>
    );
  }
  if (shown.isPending) return <LoadingStatus label={t('link.loading')} />;
  if (shown.isError) {
    return (
      <Alert color="red" role="alert" title={t('link.problemTitle')} data-testid="link-problem">
        <Text>{shown.error.message}</Text>
        {call.shownPhone && <Text mt="xs">{t('link.callUs', { phone: call.shownPhone })}</Text>}
      </Alert>
    );
  }
  const { quote, order, terms } = shown.data;
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="linked-quote">
        <Title order={2} size="h3" mb="sm">
          {t('quote:account.detailHeading', { id: quoteNumber(quote.id) })}
        </Title>
        <PricedLines lines={quote.lines} lang={lang}>
          <PricedRow label={quote.fulfilment === 'PICKUP' ? t('quote:calculator.pickupFee') : t('quote:calculator.deliveryFee')} cents={quote.deliveryFeeCents + quote.smallOrderFeeCents} lang={lang} />
          <PricedRow label={t('quote:calculator.tax', { rate: (quote.taxRateBasisPoints / 100).toLocaleString(lang === 'es' ? 'es-US' : 'en-US') })} cents={quote.taxCents} lang={lang} />
          <PricedRow label={t('quote:calculator.total')} cents={quote.totalCents} lang={lang} strong testId="linked-total" />
        </PricedLines>
        {quote.installation && (
          <Text size="sm" mt="sm" fw={600} data-testid="linked-installation">
            {t('quote:account.installation')}
          </Text>
        )}
      </Paper>
      {order ? (
        <OrderPanel
          lang={lang}
          order={order}
          pickup={quote.fulfilment === 'PICKUP'}
          cancelling={cancel.isPending}
          cancelError={cancelError}
          onCancel={(reason) => cancel.mutate({ quoteId, token, reason })}
          payment={<PayByCard lang={lang} quoteId={quoteId} token={token} />}
          dropPhoto={
            quote.fulfilment !== 'PICKUP' && (
              <DropPhoto
                lang={lang}
                quoteId={quoteId}
                token={token}
                photo={{ id: order.dropPhotoId, widths: order.dropPhotoWidths }}
                canUpload={order.status === 'ACCEPTED' || order.status === 'SCHEDULED'}
                onSaved={() => void utils.order.byLink.invalidate()}
              />
            )
          }
        />
      ) : (
        <AcceptForm
          lang={lang}
          quote={quote}
          terms={terms}
          pending={accept.isPending}
          result={result}
          onSubmit={(input) => accept.mutate({ ...input, token })}
          onOpenRepriced={() => {
            if (newLink) onOpenLink(newLink.quoteId, newLink.token);
            setResult(null);
          }}
        />
      )}
    </Stack>
  );
}
