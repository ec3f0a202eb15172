// Where and when: delivery (ZIP code, the estimated miles, which the customer may correct) or
// pickup at the yard, and the requested date (the earliest offered first). Says plainly when a
// ZIP is not served, is beyond the delivery area, or the order is below the area's minimum.
import { Alert, Anchor, Grid, Radio, Group, Text, TextInput } from '@mantine/core';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { QUOTE_LIMITS } from '@/domain/pricing';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import { formatCents } from '@/lib/format';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import type { QuoteDraft } from './quote-draft';

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
}

export function DeliveryDetails({ lang, draft, update, estimatedMiles, areaName, problem, belowMinimumCents, minimumOrderCents, smallOrderFee, earliestDate }: Props) {
  const { t } = useTranslation('quote');
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
            <WholeNumberInput
              label={t('calculator.miles')}
              description={estimatedMiles !== null && draft.miles === '' ? t('delivery.milesEstimated', { miles: estimatedMiles }) : t('delivery.milesHint')}
              placeholder={estimatedMiles !== null ? String(estimatedMiles) : undefined}
              value={draft.miles}
              onChange={(miles) => update((current) => ({ ...current, miles }))}
              min={0}
              max={QUOTE_LIMITS.maxMiles}
            />
          </Grid.Col>
        </>
      )}
      <Grid.Col span={{ base: 12, md: delivery ? 5 : 6 }}>
        <TextInput
          type="date"
          label={delivery ? t('delivery.date') : t('delivery.pickupDate')}
          description={t('delivery.earliest', { date: formatDate(earliestDate, lang) })}
          min={earliestDate}
          value={draft.date || earliestDate}
          onChange={(e) => update((current) => ({ ...current, date: e.currentTarget.value }))}
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
            <Anchor component={Link} href={pathFor(lang, 'contact')} locale={false}>
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
