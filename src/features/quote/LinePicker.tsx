import { useMemo, useState } from 'react';
import { Button, Grid, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { DEFAULT_QUOTE_UNIT, QUOTE_LIMITS, QUOTE_UNITS, canAddLine, shelfPrice, type DraftLine, type LineCandidate } from '@/domain/pricing';
import { formatCents } from '@/lib/format';
import { phoneText } from '@/config/business';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import type { Lang } from '@/i18n/languages';
import type { QuoteProduct } from './types';

interface Props {
  products: QuoteProduct[];
  lines: DraftLine[];
  lang: Lang;
  onAdd: (candidate: LineCandidate) => void;
}

/** Product (grouped by category, with prices), quantity and unit; resets to 1 pallet, no product, after adding. */
export function LinePicker({ products, lines, lang, onAdd }: Props) {
  const { t } = useTranslation('quote');
  const [productId, setProductId] = useState('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [unit, setUnit] = useState<string>(DEFAULT_QUOTE_UNIT);

  const options = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const product of products) {
      const group = lang === 'es' ? product.category.nameEs : product.category.nameEn;
      const name = lang === 'es' ? product.nameEs : product.nameEn;
      const price = shelfPrice(product.priceBook);
      const label = price
        ? t('calculator.productOption', {
            name,
            price: formatCents(price.priceCents, lang),
            unit: (lang === 'es' ? product.priceBook?.unitLabelEs : product.priceBook?.unitLabelEn) || t('units.PIECE'),
          })
        : t('calculator.productOptionNoPrice', { name });
      groups.set(group, [...(groups.get(group) ?? []), { value: product.id, label }]);
    }
    return [
      { value: '', label: t('calculator.productPlaceholder') },
      ...[...groups].map(([group, items]) => ({ group, items })),
    ];
  }, [products, lang, t]);

  const candidate: LineCandidate = { productId, quantity, unit };
  const full = lines.length >= QUOTE_LIMITS.maxLines;
  // A product without a price is never added as $0.00: the visitor is told to call for it.
  const unpriced = products.find((product) => product.id === productId && !shelfPrice(product.priceBook));
  const canAdd = canAddLine(lines, candidate) && !unpriced;
  const add = () => {
    if (!canAdd) return;
    onAdd(candidate);
    setProductId('');
    setQuantity(1);
    setUnit(DEFAULT_QUOTE_UNIT);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <Grid align="flex-end" gap="sm">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <NativeSelect label={t('calculator.product')} data={options} value={productId} onChange={(e) => setProductId(e.currentTarget.value)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <WholeNumberInput label={t('calculator.quantity')} value={quantity} onChange={setQuantity} min={1} max={QUOTE_LIMITS.maxQuantity} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <NativeSelect
            label={t('calculator.unit')}
            data={QUOTE_UNITS.map((value) => ({ value, label: t(`units.${value}`) }))}
            value={unit}
            onChange={(e) => setUnit(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Button type="submit" fullWidth disabled={!canAdd}>
            {t('calculator.add')}
          </Button>
        </Grid.Col>
      </Grid>
      <Text size="sm" c="dimmed" mt={6} aria-live="polite">
        {full
          ? t('calculator.maxLines', { max: QUOTE_LIMITS.maxLines })
          : unpriced
            ? t('calculator.callForPrice', { name: lang === 'es' ? unpriced.nameEs : unpriced.nameEn, phone: phoneText() })
            : productId
              ? '\u00a0'
              : t('calculator.addHint')}
      </Text>
    </form>
  );
}
