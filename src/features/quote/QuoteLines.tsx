import { useEffect, useRef } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PricedLine, PricingLine } from '@/domain/pricing';
import { formatCents, formatNumber } from '@/lib/format';
import type { Lang } from '@/i18n/languages';
import { MemberPriceNote } from '@/features/membership/MemberPriceNote';

export interface DisplayLine extends PricingLine {
  id: string;
  name: string;
  unit: string;
  /** The regular unit price when a member pays less (issue "Member pricing that pays off"). */
  regularUnitPriceCents?: number | null;
}

/**
 * The lines of the quote, each with its total and a Remove button; stacks nicely on a phone.
 * Removing a line moves the focus to the Remove button now in its place (or the one before, or
 * the empty-quote message), so a keyboard user keeps their place instead of starting at the top.
 */
export function QuoteLines({ lines, lang, onRemove }: { lines: PricedLine<DisplayLine>[]; lang: Lang; onRemove: (id: string) => void }) {
  const { t } = useTranslation('quote');
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const next = lines[Math.min(index, lines.length - 1)];
    if (next) removeButtons.current.get(next.id)?.focus();
    else emptyMessage.current?.focus();
  }, [lines]);

  const remove = (id: string, index: number) => {
    focusAfterRemoval.current = index;
    onRemove(id);
  };

  if (lines.length === 0) {
    return (
      <Text c="dimmed" size="sm" ref={emptyMessage} tabIndex={-1}>
        {t('calculator.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="quote-lines">
      {lines.map((line, index) => (
        <Paper component="li" key={line.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{line.name}</Text>
              <Text size="sm" c="dimmed">
                {t('calculator.lineDetail', { quantity: formatNumber(line.quantity, lang), unit: t(`units.${line.unit}`, { count: line.quantity }), price: formatCents(line.unitPriceCents, lang) })}
              </Text>
              <MemberPriceNote regularCents={line.regularUnitPriceCents} lang={lang} />
            </div>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} data-testid="line-total">
                {formatCents(line.lineTotalCents, lang)}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                ref={(button: HTMLButtonElement | null) => {
                  if (button) removeButtons.current.set(line.id, button);
                  else removeButtons.current.delete(line.id);
                }}
                onClick={() => remove(line.id, index)}
                aria-label={t('calculator.remove', { name: line.name })}
              >
                {t('calculator.removeShort')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
