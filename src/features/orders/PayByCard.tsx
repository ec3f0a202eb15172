// "Pay by card" under an order's money (issue 45): offered only when the site takes card payment
// online (Stripe configured) and something is due; the server says what (the deposit still due,
// else the balance) and answers the Stripe Checkout page to go to. Back from Stripe
// (`?payment=paid` or `cancelled`), a note says what happens next; the payment itself appears
// once Stripe's webhook has reached the server.
import { Alert, Button, Stack } from '@mantine/core';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import { formatCents } from '@/lib/format';
import { trpc } from '@/lib/trpc';

interface Props {
  lang: Lang;
  quoteId: string;
  /** The e-mailed link's token; without it, the signed-in customer's own quote. */
  token?: string;
}

export function PayByCard({ lang, quoteId, token }: Props) {
  const { t } = useTranslation('orders');
  const { query } = useRouter();
  const byLink = token !== undefined;
  const own = trpc.order.cardPayment.useQuery({ quoteId }, { enabled: !byLink });
  const linked = trpc.order.cardPaymentByLink.useQuery({ quoteId, token: token ?? '' }, { enabled: byLink, retry: false });
  const toStripe = { onSuccess: ({ url }: { url: string }) => window.location.assign(url) };
  const payOwn = trpc.order.payOnline.useMutation(toStripe);
  const payLinked = trpc.order.payOnlineByLink.useMutation(toStripe);
  const pay = byLink ? payLinked : payOwn;
  const offer = (byLink ? linked : own).data;
  const due = offer?.available ? offer.due : null;
  const returned = query.payment === 'paid' || query.payment === 'cancelled' ? query.payment : null;
  if (!due && !returned && !pay.error) return null;

  return (
    <Stack gap="xs" mt="sm" align="flex-start" data-testid="pay-by-card">
      {returned && (
        <Alert color={returned === 'paid' ? 'green' : 'gray'} role="status">
          {t(`online.returned.${returned}`)}
        </Alert>
      )}
      {due && (
        <Button loading={pay.isPending || pay.isSuccess} onClick={() => (token !== undefined ? payLinked.mutate({ quoteId, token }) : payOwn.mutate({ quoteId }))}>
          {t(`online.pay.${due.purpose}`, { amount: formatCents(due.amountCents, lang) })}
        </Button>
      )}
      {pay.error && (
        <Alert color="red" role="alert" title={t('online.failed')}>
          {pay.error.message}
        </Alert>
      )}
    </Stack>
  );
}
