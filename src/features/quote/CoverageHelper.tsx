// "How much do I need?" for the product chosen in the picker: an area (square feet, or length ×
// width) and the waste allowance (sod) or depth (bulk, the material's recommended depth first)
// become the lines to order, added with one click. Pure functions do the sums (domain/coverage).
import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { DEFAULT_WASTE_PERCENT, RECOMMENDED_DEPTH, areaOf, bulkFor, sodFor, type CoverageLine, type PricedUnit } from '@/domain/coverage';
import type { Lang } from '@/i18n/languages';

const positive = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
};

interface Props {
  lang: Lang;
  productName: string;
  categoryKey: string;
  units: PricedUnit[];
  onAdd: (lines: CoverageLine[]) => void;
}

export function CoverageHelper({ productName, categoryKey, units, onAdd }: Props) {
  const { t } = useTranslation('quote');
  const grass = categoryKey === 'grass';
  const depthGuide = RECOMMENDED_DEPTH[categoryKey as keyof typeof RECOMMENDED_DEPTH] ?? RECOMMENDED_DEPTH.soil;
  const [mode, setMode] = useState<'area' | 'sides'>('area');
  const [area, setArea] = useState('');
  const [length, setLength] = useState('');
  const [width, setWidth] = useState('');
  const [waste, setWaste] = useState(String(DEFAULT_WASTE_PERCENT));
  const [depth, setDepth] = useState(String(depthGuide.inches));

  const sqFt = mode === 'area' ? positive(area) : positive(length) !== null && positive(width) !== null ? areaOf(positive(length)!, positive(width)!) : null;
  const wastePercent = waste.trim() === '' ? 0 : Number(waste);
  const result = sqFt === null ? null : grass ? sodFor(sqFt, wastePercent, units) : bulkFor(sqFt, positive(depth) ?? 0, units);
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
          <TextInput label={t('coverage.area')} value={area} onChange={(e) => setArea(e.currentTarget.value)} inputMode="decimal" w={140} />
        ) : (
          <>
            <TextInput label={t('coverage.length')} value={length} onChange={(e) => setLength(e.currentTarget.value)} inputMode="decimal" w={110} />
            <TextInput label={t('coverage.width')} value={width} onChange={(e) => setWidth(e.currentTarget.value)} inputMode="decimal" w={110} />
          </>
        )}
        {grass ? (
          <TextInput label={t('coverage.waste')} value={waste} onChange={(e) => setWaste(e.currentTarget.value)} inputMode="numeric" w={110} />
        ) : (
          <TextInput
            label={t('coverage.depth')}
            description={t('coverage.depthHint', { min: depthGuide.min, max: depthGuide.max })}
            value={depth}
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
              ? t('coverage.sodResult', { sqFt: (result as { sqFt: number }).sqFt, lines: describe(result.lines) })
              : t('coverage.bulkResult', { yards: ((result as { yardsHundredths: number }).yardsHundredths / 100).toFixed(2), lines: describe(result.lines) })
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
