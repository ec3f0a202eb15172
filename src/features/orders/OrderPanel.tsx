// The order of a quote as its customer sees it (account or e-mailed link): state, date and
// window, address, the timeline of every change, and cancelling while the rule allows it;
// afterwards the business phone to call.
import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import type { Lang } from '@/i18n/languages';
import { phoneText } from '@/config/business';
import { ORDER_LIMITS } from '@/domain/order-schema';
import type { OrderStatus } from '@/domain/order-states';
import { movedDetails } from '@/domain/rain-day';
import { formatDate } from '@/features/quote/DeliveryDetails';
import { formatBusinessTime, formatCents, formatTimeWindow } from '@/lib/format';
import type { CustomerMoney } from '@/server/services/payments/customer-money';
import { OrderMoney } from './OrderMoney';
import { OrderDocuments, type OrderDocumentLink } from './OrderDocuments';
import { DropSiteSummary, type DropSiteShown } from './DropSiteSummary';
import { addressLine } from '@/domain/delivery-address';
import type { NotDeliveredReason } from '@/domain/enums';

export interface CustomerOrder extends DropSiteShown {
  status: OrderStatus;
  deliveryDate: string;
  windowStart: number | null;
  windowEnd: number | null;
  street: string;
  city: string;
  zip: string;
  siteNotes: string;
  phone: string;
  cancelReason: string | null;
  canCancel: boolean;
  cancelDeadline: Date;
  businessPhone: string;
  /** Changes of state, and moves to another date (the rain day: details.kind 'moved'). */
  events: { toStatus: OrderStatus; createdAt: Date; details?: unknown; notDelivered?: NotDeliveredReason | null }[];
  money: CustomerMoney;
}

/** An instant on the business's clock, in the visitor's language. */
interface Props {
  lang: Lang;
  order: CustomerOrder;
  pickup: boolean;
  cancelling: boolean;
  cancelError: string | null;
  onCancel: (reason: string) => void;
  /** Shown under the drop site: the photo of the spot and its upload (DropPhoto), from the account or the link. */
  dropPhoto?: ReactNode;
  /** Shown under the money: the "Pay by card" offer (PayByCard), from the account or the link. */
  payment?: ReactNode;
  /** Its numbered receipts and invoice (the account's; none through the e-mailed link, which attaches them). */
  documents?: readonly OrderDocumentLink[];
}

export function OrderPanel({ lang, order, pickup, cancelling, cancelError, onCancel, payment, dropPhoto, documents = [] }: Props) {
  const { t } = useTranslation('orders');
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const address = addressLine(order);
  // Status changes and payments in the order they happened.
  const timeline = [
    ...order.events.map((event) => {
      const moved = movedDetails(event.details);
      const title = moved
        ? t('rainDay.timeline', { from: formatDate(moved.fromDate, lang), date: formatDate(moved.date, lang) })
        : event.notDelivered
          ? t('driverActions.timelineNotDelivered', { reason: t(`driverActions.reason.${event.notDelivered}`) })
          : t(`status.${event.toStatus}`);
      return { at: event.createdAt, title };
    }),
    ...order.money.entries.map((entry) => ({
      at: entry.createdAt,
      title: t(`money.entry.${entry.kind}`, { amount: formatCents(entry.amountCents, lang), method: entry.method ? t(`payments.method.${entry.method}`) : '' }),
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} data-testid="order-panel">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          {t('order.heading')}
        </Title>
        <Badge size="lg" variant="light" color={order.status === 'CANCELLED' ? 'gray' : 'green'} data-testid="order-status">
          {t(`status.${order.status}`)}
        </Badge>
      </Group>
      <Stack gap={4}>
        <Text>
          {t(pickup ? 'order.pickupOn' : 'order.deliveryOn', { date: formatDate(order.deliveryDate, lang) })}
          {order.windowStart !== null && order.windowEnd !== null && ` · ${t('order.window', { window: formatTimeWindow(order.windowStart, order.windowEnd, lang) })}`}
        </Text>
        {address && <Text size="sm">{t('order.address', { address })}</Text>}
        {order.siteNotes && <Text size="sm">{t('order.siteNotes', { notes: order.siteNotes })}</Text>}
        <DropSiteSummary site={order} lang={lang} />
        {dropPhoto}
        <Text size="sm">{t('order.phone', { phone: order.phone })}</Text>
        {order.cancelReason && <Text size="sm">{t('order.reason', { reason: order.cancelReason })}</Text>}
      </Stack>

      <Title order={3} size="h5" mt="lg" mb="xs">
        {t('order.timeline')}
      </Title>
      <Timeline active={timeline.length - 1} bulletSize={14} lineWidth={2} data-testid="order-timeline">
        {timeline.map((item, i) => (
          <Timeline.Item key={i} title={item.title}>
            <Text size="xs" c="dimmed">
              {formatBusinessTime(item.at, lang)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <OrderDocuments documents={documents} />

      <OrderMoney lang={lang} money={order.money} pickup={pickup} status={order.status} businessPhone={order.businessPhone} />
      {payment}

      {order.canCancel && !confirming && (
        <Stack gap="xs" mt="lg" align="flex-start">
          <Text size="sm">{t('order.cancelUntil', { deadline: formatBusinessTime(order.cancelDeadline, lang) })}</Text>
          <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
            {t('order.cancel')}
          </Button>
        </Stack>
      )}
      {order.canCancel && confirming && (
        <Stack gap="xs" mt="lg">
          <Textarea label={t('order.cancelReason')} value={reason} maxLength={ORDER_LIMITS.reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} />
          <Group>
            <Button color="red" loading={cancelling} onClick={() => onCancel(reason)}>
              {t('order.confirmCancel')}
            </Button>
            <Button variant="subtle" onClick={() => setConfirming(false)}>
              {t('order.keep')}
            </Button>
          </Group>
        </Stack>
      )}
      {!order.canCancel && (order.status === 'ACCEPTED' || order.status === 'SCHEDULED') && (
        <Alert mt="lg" color="yellow" role="status" data-testid="call-to-cancel">
          {t('order.callToCancel', { phone: phoneText(order.businessPhone) })}
        </Alert>
      )}
      {cancelError && (
        <Alert mt="md" color="red" role="alert" title={t('order.cancelFailed')}>
          {cancelError}
        </Alert>
      )}
    </Paper>
  );
}
