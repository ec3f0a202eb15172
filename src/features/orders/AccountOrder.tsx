// Below a saved quote in the account: "Accept and schedule" while it is not an order yet, then
// the order with its timeline and the cancel button.
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Alert } from '@mantine/core';
import type { Lang } from '@/i18n/languages';
import { trpc } from '@/lib/trpc';
import { AcceptForm, type AcceptOutcome } from './AcceptForm';
import { OrderPanel } from './OrderPanel';
import { PayByCard } from './PayByCard';
import { DropPhoto } from './DropPhoto';

export function AccountOrder({ id, lang, onOpen }: { id: string; lang: Lang; onOpen: (id: string) => void }) {
  const { t } = useTranslation('orders');
  const quote = trpc.quote.getMine.useQuery({ id });
  const order = trpc.order.forQuote.useQuery({ quoteId: id });
  const documents = trpc.order.documents.useQuery({ quoteId: id }, { enabled: Boolean(order.data) });
  // Asked with the order (one batched request), so the form does not grow after it shows.
  const terms = trpc.order.terms.useQuery({ quoteId: id });
  const utils = trpc.useUtils();
  const [result, setResult] = useState<{ error: string } | AcceptOutcome | null>(null);
  const refresh = () => Promise.all([utils.order.forQuote.invalidate({ quoteId: id }), utils.quote.getMine.invalidate({ id }), utils.quote.listMine.invalidate()]);
  const accept = trpc.order.accept.useMutation({
    onSuccess: (outcome) => {
      setResult(outcome);
      if (outcome.outcome === 'accepted') void refresh();
      else void utils.quote.listMine.invalidate();
    },
    onError: (error) => setResult({ error: error.message }),
  });
  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancel = trpc.order.cancel.useMutation({
    onSuccess: () => {
      setCancelError(null);
      void refresh();
    },
    onError: (error) => {
      setCancelError(error.message);
      void refresh();
    },
  });

  // Someone else's quote (or none): the quote above already says it is not found.
  if (quote.isError) return null;
  if (order.isError) {
    return (
      <Alert color="red" role="alert" title={t('order.loadFailed')}>
        {order.error.message}
      </Alert>
    );
  }
  if (!quote.data || order.isPending) return null;
  const pickup = quote.data.fulfilment === 'PICKUP';
  if (order.data) {
    return (
      <OrderPanel
        lang={lang}
        order={order.data}
        pickup={pickup}
        cancelling={cancel.isPending}
        cancelError={cancelError}
        onCancel={(reason) => cancel.mutate({ quoteId: id, reason })}
        payment={<PayByCard lang={lang} quoteId={id} />}
        dropPhoto={
          !pickup && (
            <DropPhoto
              lang={lang}
              quoteId={id}
              photo={{ id: order.data.dropPhotoId, widths: order.data.dropPhotoWidths }}
              canUpload={order.data.status === 'ACCEPTED' || order.data.status === 'SCHEDULED'}
              onSaved={() => void utils.order.forQuote.invalidate({ quoteId: id })}
            />
          )
        }
        documents={documents.data}
      />
    );
  }
  if (quote.data.status === 'ACCEPTED' || quote.data.status === 'EXPIRED') return null;
  return (
    <AcceptForm
      key={id}
      lang={lang}
      quote={quote.data}
      terms={terms.data}
      pending={accept.isPending}
      result={result}
      onSubmit={(input) => accept.mutate(input)}
      onOpenRepriced={(fresh) => {
        setResult(null);
        onOpen(fresh);
      }}
    />
  );
}
