// 'For N one-way miles with grass / bulk / both, the fee is $X (band …)', priced by
// computeDeliveryFee — the very function the quote calculator and the quote service use.
import { useState } from 'react';
import { Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { computeDeliveryFee, type DeliveryBand, type DeliveryType } from '@/domain/pricing';
import { useAdminFormat } from '../format';

const CHOICES: Record<string, DeliveryType[]> = { GRASS: ['GRASS'], BULK: ['BULK'], BOTH: ['GRASS', 'BULK'] };

export function FeePreview({ bands }: { bands: readonly DeliveryBand[] }) {
  const { money } = useAdminFormat();
  const { t } = useTranslation('admin');
  const [miles, setMiles] = useState('10');
  const [choice, setChoice] = useState('BOTH');
  const fee = computeDeliveryFee(bands, miles, CHOICES[choice] ?? []);
  const charged = fee.byType.find((f) => f.deliveryType === fee.chargedType);
  const band = charged?.band;
  const bandText = band
    ? t(`bands.preview.band${band.rateType}`, {
        type: t(`types.${charged.deliveryType}`),
        range: `${band.mileRangeStart}–${band.mileRangeEnd ?? '∞'}`,
        rate: money(band.rateCents),
      })
    : t(`bands.preview.status.${fee.status}`);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="fee-preview">
      <Title order={2} size="h3" id="fee-preview" mb="sm">
        {t('bands.preview.title')}
      </Title>
      <Stack gap="sm">
        <TextInput label={t('bands.preview.miles')} inputMode="numeric" w={160} value={miles} onChange={(e) => setMiles(e.currentTarget.value)} />
        <SegmentedControl
          value={choice}
          onChange={setChoice}
          aria-label={t('bands.preview.with')}
          data={[
            { value: 'GRASS', label: t('types.GRASS') },
            { value: 'BULK', label: t('types.BULK') },
            { value: 'BOTH', label: t('bands.preview.both') },
          ]}
        />
        <Text role="status" data-testid="fee-preview-result">
          {t('bands.preview.result', {
            miles: fee.oneWayMiles,
            roundTrip: fee.roundTripMiles,
            what: t(`bands.preview.what.${choice}`),
            fee: money(fee.feeCents),
            band: bandText,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('bands.preview.savedOnly')}
        </Text>
      </Stack>
    </Paper>
  );
}
