import { Group, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { formatCents } from '@/lib/format';
import type { Lang } from '@/i18n/languages';

interface Props {
  lang: Lang;
  priceCents: number | null;
  wasPriceCents?: number | null;
  unitLabel: string;
  size?: 'md' | 'lg' | 'xl';
}

/** "$0.82 / sq ft", or "Call for price" when the price book has none (never $0.00). */
export function PriceLabel({ lang, priceCents, wasPriceCents, unitLabel, size = 'lg' }: Props) {
  const { t } = useTranslation('catalogue');
  if (priceCents === null) {
    return (
      <Text fw={700} size={size} c="soil.8">
        {t('price.call')}
      </Text>
    );
  }
  return (
    <Group gap={6} align="baseline">
      <Text fw={800} size={size} c="turf.8">
        {formatCents(priceCents, lang)}
      </Text>
      {unitLabel && (
        <Text size="sm" c="gray.7">
          / {unitLabel}
        </Text>
      )}
      {wasPriceCents ? (
        <Text size="sm" c="gray.7" td="line-through">
          <span className="visually-hidden">{t('price.was')} </span>
          {formatCents(wasPriceCents, lang)}
        </Text>
      ) : null}
    </Group>
  );
}
