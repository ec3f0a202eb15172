// "Accept and schedule": date, delivery address, site notes, phone and, for a delivery, where to
// drop the load (DropSiteFields, with the off-pavement waiver). The server checks it all
// again (services/orders.ts); an expired or withdrawn quote or another ZIP code comes back
// re-priced, shown here before anything is accepted.
import { useState } from 'react';
import { Alert, Button, Grid, Paper, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import { formatCents } from '@/lib/format';
import { ORDER_LIMITS, type AcceptQuoteInput } from '@/domain/order-schema';
import printClasses from '@/features/quote/print.module.css';
import type { PaymentTerms } from '@/server/services/payments/customer-money';
import { AcceptTerms } from './AcceptTerms';
import { DropSiteFields, dropSiteToSend, emptyDropSite } from './DropSiteFields';
import type { DropSiteFields as StaffDropSite } from '@/domain/drop-site';

export interface AcceptableQuote {
  id: string;
  fulfilment: 'DELIVERY' | 'PICKUP';
  zip: string | null;
  requestedDate: Date | null;
  totalCents: number;
  /** The phone given with the quote (a caller's quote: the one staff took), to start the form with. */
  contactPhone?: string | null;
  /** Where to drop, as staff took it on a caller's quote: the form starts with it. */
  dropSite?: StaffDropSite | null;
}

export type AcceptOutcome = { outcome: 'accepted' } | { outcome: 'repriced'; reason: 'expired' | 'withdrawn' | 'zip'; quoteId: string; totalCents: number };

interface Props {
  lang: Lang;
  quote: AcceptableQuote;
  /** What accepting asks the customer to pay, and when (while it loads: nothing shown). */
  terms: PaymentTerms | null | undefined;
  pending: boolean;
  /** What the last attempt answered: an error message, or a re-priced quote to open. */
  result: { error: string } | AcceptOutcome | null;
  onSubmit: (input: AcceptQuoteInput) => void;
  onOpenRepriced: (quoteId: string) => void;
}

export function AcceptForm({ lang, quote, terms, pending, result, onSubmit, onOpenRepriced }: Props) {
  const { t } = useTranslation('orders');
  const delivery = quote.fulfilment === 'DELIVERY';
  const [values, setValues] = useState({
    requestedDate: quote.requestedDate?.toISOString().slice(0, 10) ?? '',
    street: '',
    city: '',
    zip: quote.zip ?? '',
    siteNotes: '',
    phone: quote.contactPhone ?? '',
  });
  const [dropSite, setDropSite] = useState(() => emptyDropSite(quote.dropSite ?? undefined));
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((current) => ({ ...current, [name]: name === 'zip' ? value.replace(/\D/g, '').slice(0, 5) : value }));
    },
  });

  return (
    // A printed quote is the quote: the empty form to accept it stays on screen.
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} className={printClasses.noPrint} data-testid="accept-form">
      <Title order={2} size="h3">
        {t('accept.heading')}
      </Title>
      <Text size="sm" mb="md">
        {t(delivery ? 'accept.intro' : 'accept.introPickup')}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit({ quoteId: quote.id, ...values, ...(delivery ? { dropSite: dropSiteToSend(dropSite) } : {}), expectedTotalCents: quote.totalCents });
        }}
      >
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput type="date" required label={t(delivery ? 'accept.date' : 'accept.pickupDate')} {...field('requestedDate')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput type="tel" required autoComplete="tel" label={t('accept.phone')} maxLength={ORDER_LIMITS.phoneMax} {...field('phone')} />
          </Grid.Col>
          {delivery && (
            <>
              <Grid.Col span={12}>
                <TextInput required autoComplete="street-address" label={t('accept.street')} maxLength={ORDER_LIMITS.street} {...field('street')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 7 }}>
                <TextInput required autoComplete="address-level2" label={t('accept.city')} maxLength={ORDER_LIMITS.city} {...field('city')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <TextInput required inputMode="numeric" autoComplete="postal-code" label={t('accept.zip')} description={t('accept.zipHint')} {...field('zip')} />
              </Grid.Col>
            </>
          )}
          <Grid.Col span={12}>
            <Textarea label={t('accept.siteNotes')} description={t('accept.siteNotesHint')} autosize minRows={2} maxLength={ORDER_LIMITS.siteNotes} {...field('siteNotes')} />
          </Grid.Col>
        </Grid>
        {delivery && <DropSiteFields lang={lang} values={dropSite} onChange={setDropSite} withWaiver />}
        {terms && <AcceptTerms lang={lang} terms={terms} pickup={!delivery} />}
        {result && 'error' in result && (
          <Alert color="red" role="alert" mt="md" title={t('accept.failed')}>
            {result.error}
          </Alert>
        )}
        {result && 'outcome' in result && result.outcome === 'repriced' && (
          <Alert color="yellow" role="status" mt="md" data-testid="accept-repriced">
            <Text size="sm">{t(`accept.repriced.${result.reason}`, { total: formatCents(result.totalCents, lang) })}</Text>
            <Button mt="sm" size="compact-md" onClick={() => onOpenRepriced(result.quoteId)}>
              {t('accept.openRepriced')}
            </Button>
          </Alert>
        )}
        <Button type="submit" mt="md" loading={pending}>
          {t('accept.submit')}
        </Button>
      </form>
    </Paper>
  );
}
