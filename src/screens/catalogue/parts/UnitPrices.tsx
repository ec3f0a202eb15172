// A product's other units under its base price: "$369.00 / pallet of 450 sq ft".
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import type { SoldUnit } from '@/server/services/catalogue-pages';
import { PriceLabel } from './PriceLabel';

/** `base`: the base unit's label ("sq ft", "pie²"), which each unit's size is given in. */
export function UnitPrices({ lang, units, base }: { lang: Lang; units: readonly SoldUnit[]; base: string }) {
  const { t } = useTranslation('catalogue');
  if (units.length === 0) return null;
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  return (
    <Stack gap={2}>
      <Title order={2} size="h5">
        {t('product.units.title')}
      </Title>
      {units.map((unit) => (
        <PriceLabel
          key={unit.unit}
          lang={lang}
          priceCents={unit.priceCents}
          wasPriceCents={unit.wasPriceCents}
          unitLabel={t(`product.units.${unit.unit}`, { amount: number.format(Number(unit.amount)), base })}
          size="md"
        />
      ))}
    </Stack>
  );
}
