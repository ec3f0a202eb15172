// The order's money for its customer (issue 45): total, pallet deposit, paid, credited, the
// balance and when it is due, the deposit still to pay before we schedule, and how to pay.
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import { formatCents } from '@/lib/format';
import { phoneText } from '@/config/business';
import { formatDate } from '@/features/quote/DeliveryDetails';
import type { CustomerMoney } from '@/server/services/payments/customer-money';
import type { OrderStatus } from '@/domain/order-states';

interface Props {
  lang: Lang;
  money: CustomerMoney;
  pickup: boolean;
  status: OrderStatus;
  businessPhone: string;
}

export function OrderMoney({ lang, money, pickup, status, businessPhone }: Props) {
  const { t } = useTranslation('orders');
  const cancelled = status === 'CANCELLED';
  const cents = (value: number) => formatCents(value, lang);
  // A cancelled order owes nothing for its materials: only a return-trip fee can be left.
  const rows: [string, number][] = cancelled ? [] : [[t('money.total'), money.totalCents]];
  if (money.palletDepositCents > 0) rows.push([t('money.palletDeposit', { count: money.pallets }), money.palletDepositCents]);
  if (money.returnTripFeeCents > 0) rows.push([t('driverActions.returnTripFee'), money.returnTripFeeCents]);
  if (money.netPaidCents !== 0) rows.push([t('money.paid'), -money.netPaidCents]);
  if (money.creditedCents > 0) rows.push([t('money.credited'), -money.creditedCents]);

  return (
    <section aria-labelledby="order-money-heading" data-testid="order-money">
      <Title order={3} size="h5" mt="lg" mb="xs" id="order-money-heading">
        {t('money.heading')}
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} maw={420}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{cents(value)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>{t('money.balance')}</Table.Td>
            <Table.Td ta="right" data-testid="order-balance">
              {cents(money.balanceCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Stack gap={6} mt="xs">
        {!cancelled && money.depositOutstandingCents > 0 && (
          <Alert color="yellow" role="status" data-testid="deposit-due">
            {t('money.depositDue', { amount: cents(money.depositOutstandingCents) })}
          </Alert>
        )}
        {money.balanceCents > 0 && !cancelled && (
          <Text size="sm" data-testid="balance-due">
            {status === 'DELIVERED'
              ? t('money.dueNow', { amount: cents(money.balanceCents) })
              : money.balanceDueAtDelivery
              ? t(pickup ? 'money.dueAtPickup' : 'money.dueAtDelivery', { amount: cents(money.balanceCents) })
              : t('money.dueOn', { amount: cents(money.balanceCents), date: formatDate(money.balanceDueDate, lang) })}
          </Text>
        )}
        {money.balanceCents > 0 && cancelled && (
          <Text size="sm" data-testid="balance-due">
            {t('money.feeDueCancelled', { amount: cents(money.balanceCents) })}
          </Text>
        )}
        {money.balanceCents === 0 && money.owedCents > 0 && <Text size="sm">{t('money.paidInFull')}</Text>}
        {money.balanceCents < 0 && <Text size="sm">{t('money.owedBack', { amount: cents(-money.balanceCents) })}</Text>}
        {money.balanceCents > 0 && (
          <Text size="sm" c="dimmed">
            {status === 'DELIVERED' || cancelled
              ? businessPhone
                ? t('money.howToPayAfter', { phone: phoneText(businessPhone) })
                : t('money.howToPayAfterNoPhone')
              : businessPhone
                ? t('money.howToPay', { phone: phoneText(businessPhone) })
                : t('money.howToPayNoPhone')}
          </Text>
        )}
      </Stack>
    </section>
  );
}
