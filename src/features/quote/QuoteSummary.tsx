import { Group, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PricedQuote, PricingLine } from '@/domain/pricing';
import { formatCents } from '@/lib/format';
import type { Lang } from '@/i18n/languages';
import { FeeExplanation } from './FeeExplanation';

/** Subtotal, delivery fee (with its explanation) and total; read out politely as they change. */
export function QuoteSummary({ quote, lang }: { quote: PricedQuote<PricingLine>; lang: Lang }) {
  const { t } = useTranslation('quote');
  const row = (label: string, cents: number, testId: string, strong = false) => (
    // The total's rule is a border, not a separator element: a <dl> may only hold dt/dd groups.
    <Group
      justify="space-between"
      component="div"
      style={strong ? { borderTop: '1px solid var(--mantine-color-gray-4)', marginTop: 'var(--mantine-spacing-xs)', paddingTop: 'var(--mantine-spacing-xs)' } : undefined}
    >
      <Text component="dt" fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'} data-testid={testId}>
        {formatCents(cents, lang)}
      </Text>
    </Group>
  );
  return (
    <section aria-label={t('calculator.summary')}>
      <dl style={{ margin: 0 }} aria-live="polite" aria-atomic="false">
        {row(t('calculator.subtotal'), quote.subtotalCents, 'quote-subtotal')}
        {row(t('calculator.deliveryFee'), quote.deliveryFeeCents, 'quote-fee')}
        {row(t('calculator.total'), quote.totalCents, 'quote-total', true)}
      </dl>
      <Text size="sm" fw={600} mt="md">
        {t('fee.heading')}
      </Text>
      <FeeExplanation delivery={quote.delivery} lang={lang} />
    </section>
  );
}
