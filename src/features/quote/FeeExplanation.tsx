import { List, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { DeliveryFeeBreakdown, TypeFee } from '@/domain/pricing';
import { formatCents } from '@/lib/format';
import type { Lang } from '@/i18n/languages';

/** Says where the delivery fee comes from: round-trip miles, the band per type, which one is charged. */
export function FeeExplanation({ delivery, lang }: { delivery: DeliveryFeeBreakdown; lang: Lang }) {
  const { t } = useTranslation('quote');
  if (delivery.status === 'no-lines') return <Text size="sm" c="dimmed">{t('fee.noLines')}</Text>;
  if (delivery.status === 'no-miles') return <Text size="sm" c="dimmed">{t('fee.noMiles')}</Text>;

  const money = (cents: number) => formatCents(cents, lang);
  const typeName = (fee: TypeFee) => t(`deliveryTypes.${fee.deliveryType}`);
  const describe = (fee: TypeFee) => {
    const band = fee.band;
    if (!band) return t('fee.none', { type: typeName(fee) });
    const range =
      band.mileRangeEnd === null
        ? t('fee.rangeOpen', { start: band.mileRangeStart })
        : t('fee.rangeClosed', { start: band.mileRangeStart, end: band.mileRangeEnd });
    return band.rateType === 'FLAT'
      ? t('fee.flat', { type: typeName(fee), range, rate: money(band.rateCents) })
      : t('fee.perMile', { type: typeName(fee), range, rate: money(band.rateCents), miles: delivery.roundTripMiles, fee: money(fee.feeCents) });
  };
  const charged = delivery.byType.find((fee) => fee.deliveryType === delivery.chargedType);

  return (
    <div data-testid="fee-explanation">
      <Text size="sm">{t('fee.roundTrip', { roundTrip: delivery.roundTripMiles, oneWay: delivery.oneWayMiles })}</Text>
      <List size="sm" spacing={2} mt={4}>
        {delivery.byType.map((fee) => (
          <List.Item key={fee.deliveryType}>{describe(fee)}</List.Item>
        ))}
      </List>
      {delivery.status === 'no-band' && (
        <Text size="sm" mt={4}>
          {t('fee.noBand', { roundTrip: delivery.roundTripMiles })}
        </Text>
      )}
      {charged && delivery.byType.length > 1 && (
        <Text size="sm" mt={4}>
          {t('fee.larger')} {t('fee.charged', { type: typeName(charged), fee: money(charged.feeCents) })}
        </Text>
      )}
    </div>
  );
}
