import { Group, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { PricedOrder, PricingLine } from '@/domain/pricing';
import { formatCents } from '@/lib/format';
import type { Lang } from '@/i18n/languages';
import { FeeExplanation } from './FeeExplanation';

/** Subtotal, delivery fee (with its explanation), small-order fee, sales tax and total; read out politely as they change. */
/**
 * `feeOpen`: delivery was chosen but cannot be priced yet (no ZIP code, not served, below the
 * area's minimum): the fee reads "not priced yet" and the total is the materials'.
 */
export function QuoteSummary({
  quote,
  lang,
  validDays,
  feeOpen = false,
  installation = false,
}: {
  quote: PricedOrder<PricingLine>;
  lang: Lang;
  validDays: number;
  feeOpen?: boolean;
  /** Installation asked for: a line saying its price comes on a call (it is not in the total). */
  installation?: boolean;
}) {
  const { t } = useTranslation('quote');
  const row = (label: string, cents: number | null, testId: string, strong = false) => (
    // The total's rule is a border, not a separator element: a <dl> may only hold dt/dd groups.
    // No wrapping: a long label (Spanish "Impuesto sobre las ventas (8.25%)" at 390 px) wraps inside
    // its own column and the amount stays on the right, instead of dropping to a line of its own.
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      component="div"
      style={strong ? { borderTop: '1px solid var(--mantine-color-gray-4)', marginTop: 'var(--mantine-spacing-xs)', paddingTop: 'var(--mantine-spacing-xs)' } : undefined}
    >
      <Text component="dt" fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {cents === null ? t('calculator.feeOpen') : formatCents(cents, lang)}
      </Text>
    </Group>
  );
  return (
    <section aria-label={t('calculator.summary')}>
      <dl style={{ margin: 0 }} aria-live="polite" aria-atomic="false">
        {row(t('calculator.subtotal'), quote.subtotalCents, 'quote-subtotal')}
        {feeOpen
          ? row(t('calculator.deliveryFee'), null, 'quote-fee')
          : quote.fulfilment === 'DELIVERY'
            ? row(t('calculator.deliveryFee'), quote.deliveryFeeCents, 'quote-fee')
            : row(t('calculator.pickupFee'), 0, 'quote-fee')}
        {quote.smallOrderFeeCents > 0 && row(t('calculator.smallOrderFee'), quote.smallOrderFeeCents, 'quote-small-order-fee')}
        {row(t('calculator.tax', { rate: (quote.taxRateBasisPoints / 100).toLocaleString(lang === 'es' ? 'es-US' : 'en-US') }), quote.taxCents, 'quote-tax')}
        {row(feeOpen ? t('calculator.totalMaterials') : t('calculator.total'), quote.totalCents, 'quote-total', true)}
      </dl>
      {installation && (
        <Text size="sm" mt="xs" data-testid="quote-installation">
          {t('account.installation')}
        </Text>
      )}
      <Text size="sm" c="dimmed" mt="xs">
        {t('calculator.validFor', { count: validDays })}
      </Text>
      {!feeOpen && (
        <>
          <Text size="sm" fw={600} mt="md">
            {t('fee.heading')}
          </Text>
          {quote.fulfilment === 'DELIVERY' ? <FeeExplanation delivery={quote.delivery} lang={lang} /> : <Text size="sm" c="dimmed">{t('fee.pickup')}</Text>}
        </>
      )}
    </section>
  );
}
