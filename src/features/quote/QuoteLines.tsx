import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PricedLine, PricingLine } from '@/domain/pricing';
import { formatCents } from '@/lib/format';
import type { Lang } from '@/i18n/languages';

export interface DisplayLine extends PricingLine {
  id: string;
  name: string;
  unit: string;
  hasPrice: boolean;
}

/** The lines of the quote, each with its total and a Remove button; stacks nicely on a phone. */
export function QuoteLines({ lines, lang, onRemove }: { lines: PricedLine<DisplayLine>[]; lang: Lang; onRemove: (id: string) => void }) {
  const { t } = useTranslation('quote');
  if (lines.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('calculator.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="quote-lines">
      {lines.map((line) => (
        <Paper component="li" key={line.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{line.name}</Text>
              <Text size="sm" c="dimmed">
                {line.hasPrice
                  ? t('calculator.lineDetail', { quantity: line.quantity, unit: t(`units.${line.unit}`), price: formatCents(line.unitPriceCents, lang) })
                  : t('calculator.lineDetailNoPrice', { quantity: line.quantity, unit: t(`units.${line.unit}`) })}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} data-testid="line-total">
                {formatCents(line.lineTotalCents, lang)}
              </Text>
              <Button variant="subtle" color="red" size="compact-sm" onClick={() => onRemove(line.id)} aria-label={t('calculator.remove', { name: line.name })}>
                {t('calculator.removeShort')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
