// "How much do I need?" for the product chosen in the picker: an area (square feet, or length ×
// width) and the waste allowance (sod) or depth (bulk, the material's recommended depth first)
// become the lines to order, added with one click. Pure functions do the sums (domain/coverage).
import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { DEFAULT_WASTE_PERCENT, RECOMMENDED_DEPTH, areaOf, bulkFor, sodFor, type CoverageLine, type PricedUnit } from '@/domain/coverage';
import type { Lang } from '@/i18n/languages';
import { positiveTyped, readTypedNumber } from '@/domain/typed-number';
import { formatNumber } from '@/lib/format';

interface Props {
  lang: Lang;
  productName: string;
  categoryKey: string;
  units: PricedUnit[];
  onAdd: (lines: CoverageLine[]) => void;
}

export function CoverageHelper({ lang, productName, categoryKey, units, onAdd }: Props) {
  const { t } = useTranslation('quote');
  const grass = categoryKey === 'grass';
  const depthGuide = RECOMMENDED_DEPTH[categoryKey as keyof typeof RECOMMENDED_DEPTH] ?? RECOMMENDED_DEPTH.soil;
  const [mode, setMode] = useState<'area' | 'sides'>('area');
  const [area, setArea] = useState('');
  const [length, setLength] = useState('');
  const [width, setWidth] = useState('');
  const [waste, setWaste] = useState(String(DEFAULT_WASTE_PERCENT));
  const [depth, setDepth] = useState(String(depthGuide.inches));

  // Read as written in the page's language ("1,500", "1.500" on /es); what cannot be read is said, never guessed.
  const positive = (text: string) => positiveTyped(text, lang);
  const unreadable = (text: string) => (readTypedNumber(text, lang).kind === 'unreadable' ? t('coverage.unreadable') : null);
  const sqFt = mode === 'area' ? positive(area) : positive(length) !== null && positive(width) !== null ? areaOf(positive(length)!, positive(width)!) : null;
  const typedWaste = readTypedNumber(waste, lang);
  const wastePercent = typedWaste.kind === 'number' ? typedWaste.value : typedWaste.kind === 'empty' ? 0 : NaN;
  const result = sqFt === null ? null : grass ? sodFor(sqFt, wastePercent, units) : bulkFor(sqFt, positive(depth) ?? 0, units);
  const anyUnreadable = [mode === 'area' ? area : '', mode === 'sides' ? length : '', mode === 'sides' ? width : '', grass ? waste : depth].some((text) => unreadable(text));
  const describe = (lines: CoverageLine[]) => lines.map((l) => t('coverage.line', { count: l.quantity, unit: t(`units.${l.unit}`, { count: l.quantity }) })).join(' + ');

  return (
    <Paper withBorder p="sm" component="section" aria-label={t('coverage.heading', { name: productName })}>
      <Text fw={600} size="sm" mb="xs">
        {t('coverage.heading', { name: productName })}
      </Text>
      <SegmentedControl
        size="xs"
        mb="xs"
        value={mode}
        onChange={(value) => setMode(value as 'area' | 'sides')}
        data={[
          { value: 'area', label: t('coverage.byArea') },
          { value: 'sides', label: t('coverage.bySides') },
        ]}
      />
      <Group align="flex-end" gap="sm">
        {mode === 'area' ? (
          <TextInput label={t('coverage.area')} value={area} error={unreadable(area)} onChange={(e) => setArea(e.currentTarget.value)} inputMode="decimal" w={140} />
        ) : (
          <>
            <TextInput label={t('coverage.length')} value={length} error={unreadable(length)} onChange={(e) => setLength(e.currentTarget.value)} inputMode="decimal" w={110} />
            <TextInput label={t('coverage.width')} value={width} error={unreadable(width)} onChange={(e) => setWidth(e.currentTarget.value)} inputMode="decimal" w={110} />
          </>
        )}
        {grass ? (
          <TextInput label={t('coverage.waste')} value={waste} error={unreadable(waste)} onChange={(e) => setWaste(e.currentTarget.value)} inputMode="numeric" w={110} />
        ) : (
          <TextInput
            label={t('coverage.depth')}
            description={t('coverage.depthHint', { min: depthGuide.min, max: depthGuide.max })}
            value={depth}
            error={unreadable(depth)}
            onChange={(e) => setDepth(e.currentTarget.value)}
            inputMode="decimal"
            w={150}
          />
        )}
      </Group>
      <Group justify="space-between" mt="xs" wrap="wrap">
        <Text size="sm" aria-live="polite" data-testid="coverage-result">
          {result
            ? grass
              ? t('coverage.sodResult', { sqFt: formatNumber((result as { sqFt: number }).sqFt, lang), lines: describe(result.lines) })
              : t('coverage.bulkResult', { yards: ((result as { yardsHundredths: number }).yardsHundredths / 100).toFixed(2), lines: describe(result.lines) })
            : anyUnreadable
              ? t('coverage.unreadableResult')
              : sqFt === null
                ? t('coverage.prompt')
              : t('coverage.outOfRange')}
        </Text>
        <Button size="xs" variant="light" disabled={!result} onClick={() => result && onAdd(result.lines)}>
          {t('coverage.add')}
        </Button>
      </Group>
    </Paper>
  );
}
