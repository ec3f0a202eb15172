// The delivery ticket of one order, laid out to print and hand to the driver: business, order
// number, date and window, customer, address with its map link, phone, site notes, items and
// loads, and the balance left to collect (the ledger's: the total and pallet deposit less what
// was paid). It is in the back office's language (/en/admin or /es/admin), so each order prints
// in either language.
import { Anchor, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { phoneText } from '@/config/business';
import { trpc } from '@/lib/trpc';
import { quoteNumber } from '@/domain/quote-number';
import type { OrderStatus } from '@/domain/order-states';
import { useAdminFormat } from '../format';
import { loadsText, orderWindow } from './order-format';
import { DropSiteSummary, type DropSiteShown } from '@/features/orders/DropSiteSummary';
import { addressLine } from '@/domain/delivery-address';
import { formatNumber } from '@/lib/format';

/** With where and how to drop the load (issue 46). */
export interface TicketOrder extends DropSiteShown {
  status: OrderStatus;
  deliveryDate: string;
  windowStart: number | null;
  windowEnd: number | null;
  truck: string;
  /** The truck it rides on and who drives it (issue 46). */
  assignedTruck?: { name: string } | null;
  driver?: { name: string } | null;
  street: string;
  city: string;
  zip: string;
  phone: string;
  siteNotes: string;
  mapUrl: string | null;
  loads: { pallets: number; looseSqFt: number; yards: number; tons: number };
  customer: { name: string | null };
  quote: { id: string; totalCents: number; fulfilment: 'DELIVERY' | 'PICKUP'; installation: boolean; lines: { productName: string; quantity: number; unit: string }[] };
  /** The ledger's balance (issue 45): what is left to collect, with what was paid and the pallet deposit. */
  money: { balanceCents: number; netPaidCents: number; palletDepositCents: number };
}

export function DeliveryTicket({ order }: { order: TicketOrder }) {
  const { t } = useTranslation('orders');
  const { day, money, lang } = useAdminFormat();
  const business = trpc.admin.letterhead.useQuery().data;
  const address = addressLine(order);
  return (
    <Stack gap="sm" data-testid="delivery-ticket">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            {business?.name}
          </Title>
          {business?.phone && <Text size="sm">{phoneText(business.phone)}</Text>}
        </div>
        <div>
          <Title order={2} size="h3">
            {t('admin.ticketTitle', { number: quoteNumber(order.quote.id) })}
          </Title>
          <Text fw={600}>
            {day(order.deliveryDate)} {orderWindow(order, lang)}
          </Text>
          <Text size="sm">
            {t(`status.${order.status}`)} {order.assignedTruck && `· ${t('trucks.label')}: ${order.assignedTruck.name}`} {order.driver && `· ${t('drivers.shown', { name: order.driver.name })}`} {order.truck && `· ${t('admin.truck')}: ${order.truck}`}
          </Text>
        </div>
      </Group>
      <Divider />
      <Text>
        <strong>{t('admin.customer')}:</strong> {order.customer.name ?? ''} · {phoneText(order.phone)}
      </Text>
      {order.quote.fulfilment === 'PICKUP' ? (
        <Text>{t('admin.pickup')}</Text>
      ) : (
        <Text>
          <strong>{t('admin.address')}:</strong> {address}{' '}
          {order.mapUrl && (
            <Anchor href={order.mapUrl} target="_blank" rel="noopener noreferrer" className="no-print">
              {t('admin.map')}
            </Anchor>
          )}
        </Text>
      )}
      {order.siteNotes && (
        <Text>
          <strong>{t('admin.siteNotes')}:</strong> {order.siteNotes}
        </Text>
      )}
      <DropSiteSummary site={order} lang={lang} size="md" photo="image" />
      <Table verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.item')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('admin.quantity')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.quote.lines.map((line, i) => (
            <Table.Tr key={i}>
              <Table.Td>{line.productName}</Table.Td>
              <Table.Td ta="right">
                {formatNumber(line.quantity, lang)} {t(`quote:units.${line.unit}`, { count: line.quantity })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text>
        <strong>{t('admin.loads.title')}:</strong> {loadsText(t, order.loads)}
      </Text>
      {order.quote.installation && (
        <Text fw={700} data-testid="ticket-installation">
          {t('admin.installation')}
        </Text>
      )}
      {order.money.palletDepositCents > 0 && <Text size="sm">{t('payments.ticket.palletDeposit', { amount: money(order.money.palletDepositCents) })}</Text>}
      {order.money.netPaidCents > 0 && <Text size="sm">{t('payments.ticket.paidAlready', { amount: money(order.money.netPaidCents) })}</Text>}
      <Text fw={700} data-testid="ticket-balance">
        {t('admin.collect', { total: money(Math.max(0, order.money.balanceCents)) })}
      </Text>
      <Text size="sm" mt="lg">
        {t('admin.signature')} ____________________________
      </Text>
    </Stack>
  );
}
