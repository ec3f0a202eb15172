import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Grid, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { QUOTE_LIMITS, canAddLine, type DraftLine, type LineCandidate } from '@/domain/pricing';
import { baseAmount, unitShelfPrice } from '@/domain/units';
import { shownMemberCents } from '@/domain/member-pricing';
import type { MyMemberPrices } from '@/server/services/member-pricing';
import type { CoverageLine, PricedUnit } from '@/domain/coverage';
import { typedWholeNumber, wholeNumberIssue } from '@/domain/whole-number';
import { formatCents } from '@/lib/format';
import { useFilledEarly } from '@/lib/use-filled-early';
import { useCallLink } from '@/components/layout/business';
import { WholeNumberInput } from '@/components/WholeNumberInput';
import type { Lang } from '@/i18n/languages';
import type { QuoteProduct } from './types';
import { CoverageHelper } from './CoverageHelper';

interface Props {
  products: QuoteProduct[];
  lines: DraftLine[];
  lang: Lang;
  /** A signed-in member's terms: each unit's member price is shown beside its price. */
  member: MyMemberPrices | null;
  onAdd: (candidate: LineCandidate) => void;
  /** Lines from the coverage helper, added at once. */
  onAddMany: (lines: (CoverageLine & { productId: string })[]) => void;
  /** A product's slug to start with ("Get a quote" on that product's card or page). */
  initialSlug?: string | null;
}

/** A product's units that have a price, each with that price. */
export function pricedUnits(product: QuoteProduct): PricedUnit[] {
  return product.units.flatMap((unit) => {
    const price = unitShelfPrice(product.priceBook, unit);
    return price ? [{ unit: unit.unit, baseHundredths: unit.baseHundredths, priceCents: price.priceCents }] : [];
  });
}

/**
 * Product (grouped by category, with its first unit's price), then only that product's units, each
 * with its price and what it covers; resets to no product after adding. A product without a price
 * is never added: the visitor is told to call for it.
 */
export function LinePicker({ products, lines, lang, member, onAdd, onAddMany, initialSlug = null }: Props) {
  const { t } = useTranslation('quote');
  /** For a member, ", member price $332.10" after a unit's price (without volume discounts: those show on the lines). */
  const memberSuffix = useCallback(
    (product: QuoteProduct, unit: PricedUnit) => {
      const cents = shownMemberCents({ priceCents: unit.priceCents, wasPriceCents: null }, { slug: product.slug, unit: unit.unit }, member);
      return cents === null ? '' : t('calculator.memberSuffix', { price: formatCents(cents, lang) });
    },
    [member, lang, t],
  );
  const call = useCallLink();
  // The product the visitor came from is chosen once, when it is known (a state set during render, as React documents for props that change).
  const [productId, setProductId] = useState('');
  const [startedWith, setStartedWith] = useState<string | null>(null);
  if (initialSlug && startedWith !== initialSlug) {
    setStartedWith(initialSlug);
    const from = products.find((p) => p.slug === initialSlug);
    if (from) setProductId(from.id);
  }
  const [quantity, setQuantity] = useState<number | string>(1);
  const [unit, setUnit] = useState<string>('');
  // A product, quantity or unit chosen before the page's code ran (autofill, a form restored on Back).
  const form = useRef<HTMLFormElement>(null);
  useFilledEarly(form, (field) => {
    if (field.name === 'product') setProductId(field.value);
    // "2.5" restored is no quantity (never 2): the field shows it empty, to be typed again.
    else if (field.name === 'quantity') setQuantity(wholeNumberIssue(field.value) ? '' : typedWholeNumber(field.value, { min: 1, max: QUOTE_LIMITS.maxQuantity }));
    else if (field.name === 'unit') setUnit(field.value);
  });

  const options = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const product of products) {
      const group = lang === 'es' ? product.category.nameEs : product.category.nameEn;
      const name = lang === 'es' ? product.nameEs : product.nameEn;
      const first = pricedUnits(product)[0];
      const label = first
        ? t('calculator.productOption', { name, price: formatCents(first.priceCents, lang), unit: t(`units.${first.unit}`, { count: 1 }) }) + memberSuffix(product, first)
        : t('calculator.productOptionNoPrice', { name });
      groups.set(group, [...(groups.get(group) ?? []), { value: product.id, label }]);
    }
    return [{ value: '', label: t('calculator.productPlaceholder') }, ...[...groups].map(([group, items]) => ({ group, items }))];
  }, [products, lang, t, memberSuffix]);

  const product = products.find((p) => p.id === productId) ?? null;
  const units = product ? pricedUnits(product) : [];
  const chosenUnit = units.find((u) => u.unit === unit) ?? units[0] ?? null;
  const unpriced = product !== null && units.length === 0;
  const candidate: LineCandidate = { productId, quantity, unit: chosenUnit?.unit ?? '' };
  const full = lines.length >= QUOTE_LIMITS.maxLines;
  // A quantity the field holds as a whole number: empty or "2.5" adds nothing (the line would be read as 1).
  const canAdd = canAddLine(lines, candidate) && chosenUnit !== null && typeof quantity === 'number' && quantity >= 1;
  const base = product?.unitType === 'GRASS' ? t('coverage.sqFt') : t('coverage.cubicYards');
  const name = product ? (lang === 'es' ? product.nameEs : product.nameEn) : '';

  const reset = () => {
    setProductId('');
    setQuantity(1);
    setUnit('');
  };
  const add = () => {
    if (!canAdd) return;
    onAdd(candidate);
    reset();
  };

  return (
    <Stack gap="sm">
      <form
        ref={form}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Grid align="flex-end" gap="sm">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <NativeSelect
              label={t('calculator.product')}
              name="product"
              data={options}
              value={productId}
              onChange={(e) => {
                setProductId(e.currentTarget.value);
                setUnit('');
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <WholeNumberInput label={t('calculator.quantity')} name="quantity" value={quantity} onChange={setQuantity} min={1} max={QUOTE_LIMITS.maxQuantity} wholeNumberMessage={t('calculator.wholeNumber')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>
            <NativeSelect
              label={t('calculator.unit')}
              name="unit"
              data={
                units.length
                  ? units.map((u) => ({ value: u.unit, label: t('calculator.unitOption', { unit: t(`units.${u.unit}`, { count: 1 }), price: formatCents(u.priceCents, lang) }) + memberSuffix(product!, u) }))
                  : [{ value: '', label: t('calculator.unitFirst') }]
              }
              value={chosenUnit?.unit ?? ''}
              onChange={(e) => setUnit(e.currentTarget.value)}
              disabled={units.length === 0}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 2 }}>
            <Button type="submit" fullWidth disabled={!canAdd}>
              {t('calculator.add')}
            </Button>
          </Grid.Col>
        </Grid>
        <Text size="sm" c="dimmed" mt={6} aria-live="polite" data-testid="unit-covers">
          {full
            ? t('calculator.maxLines', { max: QUOTE_LIMITS.maxLines })
            : unpriced
              ? call.shownPhone ? t('calculator.callForPrice', { name, phone: call.shownPhone }) : t('common:fallback.callForPrice', { name })
              : chosenUnit
                ? // The base unit itself (a cubic yard, a square foot) needs no "= 1 cu yd": just its price.
                  (chosenUnit.baseHundredths === 100 && (chosenUnit.unit === 'CUBIC_YARD' || chosenUnit.unit === 'SQ_FT')
                    ? t('calculator.unitPriceOnly', { unit: t(`units.${chosenUnit.unit}`, { count: 1 }), price: formatCents(chosenUnit.priceCents, lang) })
                    : t('calculator.unitCovers', { unit: t(`units.${chosenUnit.unit}`, { count: 1 }), amount: baseAmount(chosenUnit), base, price: formatCents(chosenUnit.priceCents, lang) })) +
                  memberSuffix(product!, chosenUnit)
                : t('calculator.addHint')}
        </Text>
      </form>
      {product && units.length > 0 && !full && (
        <CoverageHelper
          key={product.id}
          lang={lang}
          productName={name}
          categoryKey={product.category.key}
          units={units}
          onAdd={(coverage) => {
            onAddMany(coverage.map((line) => ({ ...line, productId: product.id })));
            reset();
          }}
        />
      )}
    </Stack>
  );
}
