// A saved quote as it was priced: frozen lines, miles, fee and the band that applied.
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/root';
import type { DeliveryFeeBreakdown } from '@/domain/pricing';
import { useAdminFormat } from '../format';

/** A saved quote as the back office reads it (admin.quotes.get). */
type SavedQuote = inferRouterOutputs<AppRouter>['admin']['quotes']['get'];

/** The stored breakdown, if it has the shape the quote service writes. */
function breakdownOf(value: unknown): DeliveryFeeBreakdown | null {
  const v = value as Partial<DeliveryFeeBreakdown> | null;
  return v && typeof v === 'object' && Array.isArray(v.byType) && typeof v.roundTripMiles === 'number' ? (v as DeliveryFeeBreakdown) : null;
}

export function QuoteDocument({ quote }: { quote: SavedQuote }) {
  const { money } = useAdminFormat();
  const { t } = useTranslation('admin');
  const breakdown = breakdownOf(quote.feeBreakdown);
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={t('quotes.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.product')}</Table.Th>
              <Table.Th>{t('quotes.quantity')}</Table.Th>
              <Table.Th>{t('quotes.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('quotes.lineTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {quote.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.productName}</Table.Td>
                <Table.Td>
                  {line.quantity} {t(`quote:units.${line.unit}`, { count: line.quantity })}
                </Table.Td>
                <Table.Td>
                  {money(line.unitPriceCents)}
                  {line.priceReason !== null && (
                    <Text size="xs" c="dimmed" className="no-print" data-testid="hand-price">
                      {t('quotes.handPrice', { reason: line.priceReason, book: money(line.bookPriceCents) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{money(line.lineTotalCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>{t('quotes.subtotal')}</Table.Th>
              <Table.Td ta="right">{money(quote.subtotalCents)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th colSpan={3}>
                {quote.fulfilment === 'PICKUP'
                  ? t('quotes.pickup')
                  : t(quote.milesSource === 'ESTIMATED' ? 'quotes.deliveryFeeEstimated' : 'quotes.deliveryFee', { miles: quote.deliveryMiles, roundTrip: quote.deliveryMiles * 2 })}
              </Table.Th>
              <Table.Td ta="right">{money(quote.deliveryFeeCents)}</Table.Td>
            </Table.Tr>
            {quote.smallOrderFeeCents > 0 && (
              <Table.Tr>
                <Table.Th colSpan={3}>{t('quotes.smallOrderFee')}</Table.Th>
                <Table.Td ta="right">{money(quote.smallOrderFeeCents)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th colSpan={3}>{t('quotes.tax', { rate: quote.taxRateBasisPoints / 100 })}</Table.Th>
              <Table.Td ta="right">{money(quote.taxCents)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th colSpan={3}>{t('quotes.total')}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {money(quote.totalCents)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {quote.installation && (
        <Text size="sm" mt="sm" fw={600}>
          {t('quotes.installation')}
        </Text>
      )}
      {quote.requestedDate && (
        <Text size="sm" mt="sm">
          {t(quote.fulfilment === 'PICKUP' ? 'quotes.pickupOn' : 'quotes.deliveryOn', { date: quote.requestedDate.toISOString().slice(0, 10), zip: quote.zip ?? '' })}
        </Text>
      )}
      <Text size="sm" mt="sm" fw={600}>
        {t('quotes.bandsApplied')}
      </Text>
      {breakdown && breakdown.byType.length > 0 ? (
        breakdown.byType.map((fee) => (
          <Text size="sm" key={fee.deliveryType} fw={fee.deliveryType === breakdown.chargedType ? 600 : undefined}>
            {fee.band
              ? t(`bands.preview.band${fee.band.rateType}`, {
                  type: t(`types.${fee.deliveryType}`),
                  range: `${fee.band.mileRangeStart}–${fee.band.mileRangeEnd ?? '∞'}`,
                  rate: money(fee.band.rateCents),
                })
              : t('quotes.noBand', { type: t(`types.${fee.deliveryType}`) })}{' '}
            → {money(fee.feeCents)}
            {fee.deliveryType === breakdown.chargedType ? ` (${t('quotes.charged')})` : ''}
          </Text>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          {breakdown ? t(`bands.preview.status.${breakdown.status}`) : t('quotes.noBreakdown')}
        </Text>
      )}
    </>
  );
}
