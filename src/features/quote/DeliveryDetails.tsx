// Where and when: delivery (ZIP code, the estimated miles, which the customer may correct) or
// pickup at the yard, and the requested date (the earliest offered first). Says plainly when a
// ZIP is not served, is beyond the delivery area, or the order is below the area's minimum.
import { useState } from 'react';
import { Alert, Anchor, Grid, Radio, Group, Text, TextInput } from '@mantine/core';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { QUOTE_LIMITS } from '@/domain/pricing';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import { formatCents } from '@/lib/format';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import type { QuoteDraft } from './quote-draft';
import type { DeliveryDateIssue } from '@/domain/delivery-date';

/** The draft's date while the field holds no whole calendar date: refused as 'invalid' (not a date), never saved. */
const NO_DATE_TYPED = 'none';

export type DeliveryProblem = 'zipNeeded' | 'zipNotServed' | 'outsideRadius' | 'milesNeeded' | null;

interface Props {
  lang: Lang;
  draft: QuoteDraft;
  update: (change: (current: QuoteDraft) => QuoteDraft) => void;
  /** Miles estimated from the ZIP code (null: unknown or not asked yet). */
  estimatedMiles: number | null;
  areaName: string | null;
  problem: DeliveryProblem;
  belowMinimumCents: number;
  minimumOrderCents: number | null;
  smallOrderFee: boolean;
  earliestDate: string;
  /** A 5-digit ZIP code is typed: only then can miles be typed (they are checked against its estimate). */
  zipReady: boolean;
  /** The miles priced when the typed ones were below the ZIP code's estimate; null otherwise. */
  raisedToEstimate: number | null;
  /** Why the date in the field cannot be offered (domain/delivery-date), or null. */
  dateIssue: DeliveryDateIssue | null;
  /** The miles field holds text that is not a whole number: the quote must not be saved on the estimate meanwhile. */
  onMilesNotWhole: (notWhole: boolean) => void;
}

export function DeliveryDetails(props: Props) {
  const { lang, draft, update, estimatedMiles, areaName, problem, belowMinimumCents, minimumOrderCents, smallOrderFee, earliestDate, zipReady, raisedToEstimate, dateIssue, onMilesNotWhole } = props;
  const { t } = useTranslation('quote');
  // What the date field holds while someone types in it (the browser reports '' for a date typed
  // half-way); the draft keeps the last whole date, and leaving the field shows it again.
  // What the field holds while it is being typed in ('' until the date is whole); null otherwise.
  const [typedDate, setTypedDate] = useState<string | null>(null);
  const delivery = draft.fulfilment === 'DELIVERY';
  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <Radio.Group
          label={t('delivery.how')}
          value={draft.fulfilment}
          onChange={(value) => update((current) => ({ ...current, fulfilment: value === 'PICKUP' ? 'PICKUP' : 'DELIVERY' }))}
        >
          <Group mt={4}>
            <Radio value="DELIVERY" label={t('delivery.delivery')} />
            <Radio value="PICKUP" label={t('delivery.pickup')} />
          </Group>
        </Radio.Group>
      </Grid.Col>
      {delivery && (
        <>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <TextInput
              label={t('delivery.zip')}
              value={draft.zip}
              maxLength={5}
              inputMode="numeric"
              autoComplete="postal-code"
              onChange={(e) => {
                const zip = e.currentTarget.value.replace(/\D/g, '').slice(0, 5);
                update((current) => ({ ...current, zip }));
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 4 }}>
            {/* Miles are typed once the ZIP code is known: its estimate is the least a delivery is priced on. */}
            {zipReady ? (
              <WholeNumberInput
                label={t('calculator.miles')}
                description={
                  raisedToEstimate !== null
                    ? t('delivery.milesRaised', { count: raisedToEstimate })
                    : estimatedMiles !== null && draft.miles === ''
                      ? t('delivery.milesEstimated', { count: estimatedMiles })
                      : t('delivery.milesHint')
                }
                placeholder={estimatedMiles !== null ? String(estimatedMiles) : undefined}
                value={draft.miles}
                onChange={(miles) => update((current) => ({ ...current, miles }))}
                min={0}
                max={QUOTE_LIMITS.maxMiles}
                wholeNumberMessage={t('calculator.wholeNumber')}
                onNotWhole={onMilesNotWhole}
              />
            ) : (
              <Text size="sm" c="dimmed" mt={{ base: 0, md: 'xl' }} data-testid="miles-after-zip">
                {t('delivery.milesAfterZip')}
              </Text>
            )}
          </Grid.Col>
        </>
      )}
      <Grid.Col span={{ base: 12, md: delivery ? 5 : 6 }}>
        <TextInput
          type="date"
          label={delivery ? t('delivery.date') : t('delivery.pickupDate')}
          // Until the calculator knows today's date (after it starts in the browser) the line stays, empty, so nothing shifts.
          description={earliestDate ? t('delivery.earliest', { date: formatDate(earliestDate, lang) }) : '\u00a0'}
          min={earliestDate}
          value={typedDate ?? (draft.date || earliestDate)}
          // Not while a date is half typed (the field holds none yet): once it is whole, or left.
          error={typedDate !== '' && dateIssue ? t(`errors.date.${dateIssue}`) : null}
          onChange={(e) => {
            // Read now: React may run the update after the event is gone.
            const date = e.currentTarget.value;
            setTypedDate(date);
            // A date not on the calendar (02/30) or left half typed holds no date: the quote keeps
            // none rather than a date passed through while typing, and says so once the field is left.
            update((current) => ({ ...current, date: date || NO_DATE_TYPED }));
          }}
          onBlur={() => setTypedDate(null)}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        {delivery && areaName && !problem && (
          <Text size="sm" data-testid="delivery-area">
            {t('delivery.area', { area: areaName })}{' '}
            {minimumOrderCents !== null && t('delivery.minimum', { amount: formatCents(minimumOrderCents, lang) })}
          </Text>
        )}
        {delivery && problem && problem !== 'zipNeeded' && (
          <Alert color="yellow" role="status" data-testid="delivery-problem">
            {t(`delivery.problem.${problem}`)}{' '}
            <Anchor component={Link} prefetch={false} href={pathFor(lang, 'contact')} locale={false}>
              {t('zip.contactUs')}
            </Anchor>
          </Alert>
        )}
        {delivery && !problem && belowMinimumCents > 0 && (
          <Alert color="yellow" role="status" data-testid="below-minimum">
            {smallOrderFee
              ? t('delivery.belowMinimumFee', { missing: formatCents(belowMinimumCents, lang) })
              : t('delivery.belowMinimum', { missing: formatCents(belowMinimumCents, lang) })}
          </Alert>
        )}
      </Grid.Col>
    </Grid>
  );
}

/** A YYYY-MM-DD date in the visitor's language ("Wednesday, November 25"). */
export function formatDate(date: string, lang: Lang): string {
  if (!date) return '';
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
