// Before accepting: the deposit the owner's rules ask for, the pallet deposit in the total, and
// when the balance is due, so nobody learns of a deposit after saying yes (issue 45).
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import { formatCents } from '@/lib/format';
import { useCallLink } from '@/components/layout/business';
import type { PaymentTerms } from '@/server/services/payments/customer-money';

export function AcceptTerms({ lang, terms, pickup }: { lang: Lang; terms: PaymentTerms; pickup: boolean }) {
  const { t } = useTranslation('orders');
  const { shownPhone } = useCallLink();
  const cents = (value: number) => formatCents(value, lang);
  return (
    <section aria-labelledby="accept-terms-heading" data-testid="accept-terms">
      <Title order={3} size="h5" mt="md" mb={4} id="accept-terms-heading">
        {t('terms.heading')}
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={terms.depositCents > 0 ? 600 : undefined}>
          {terms.depositCents > 0 ? t('terms.deposit', { amount: cents(terms.depositCents) }) : t('terms.noDeposit')}
        </Text>
        {terms.palletDepositCents > 0 && (
          <>
            <Text size="sm">{t(terms.creditReturnedPallets ? 'terms.palletRefundable' : 'terms.palletKept', { count: terms.pallets, amount: cents(terms.palletDepositCents) })}</Text>
            <Text size="sm">{t('terms.total', { amount: cents(terms.owedCents) })}</Text>
          </>
        )}
        <Text size="sm">
          {terms.balanceDueDays ? t('terms.balanceDays', { count: terms.balanceDueDays }) : t(pickup ? 'terms.balanceAtPickup' : 'terms.balanceAtDelivery')}
        </Text>
        <Text size="sm" c="dimmed">
          {shownPhone ? t('money.howToPay', { phone: shownPhone }) : t('money.howToPayNoPhone')}
        </Text>
      </Stack>
    </section>
  );
}
