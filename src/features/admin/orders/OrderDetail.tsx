// One order in the back office: its ticket (printable in English or Spanish), the moves the state
// machine allows, the driver's proof of delivery (issue 46), and its timeline (who moved it, when,
// what was set).
import Link from 'next/link';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { Loaded } from '../shared/Loaded';
import { DeliveryTicket } from './DeliveryTicket';
import { MoveOrder } from './MoveOrder';
import { DeliveryProofs } from './DeliveryProofs';
import { OrderLedger } from './OrderLedger';
import { FRESH_ON_RETURN, orderStatusColor } from './order-format';
import { Panel } from '../shared/Panel';
import { waiverOnTimeline } from '@/features/orders/DropSiteSummary';

/** A text a timeline event's details record under `key`, or null. */
/** The date a move set, and the one it replaced when the delivery was moved (scheduled again, a rain day). */
function scheduleText(details: unknown, day: (date: string) => string, t: (key: string, values?: Record<string, string>) => string): string {
  const date = detailText(details, 'date');
  if (!date) return '';
  const from = detailText(details, 'fromDate');
  return ` · ${from && from !== date ? t('admin.timelineMoved', { from: day(from), to: day(date) }) : day(date)}`;
}

/** Whether a move named a driver the order did not have (a reschedule keeps the driver it had unless changed). */
function driverChanged(details: unknown): boolean {
  if (!details || typeof details !== 'object' || !('fromDriverId' in details)) return true;
  const d = details as { driverId?: unknown; fromDriverId?: unknown };
  return d.driverId !== d.fromDriverId;
}

function detailText(details: unknown, key: string): string | null {
  if (!details || typeof details !== 'object' || !(key in details)) return null;
  const value = (details as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : null;
}

export function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation('orders');
  const { when, day } = useAdminFormat();
  const order = trpc.admin.orders.get.useQuery({ id }, FRESH_ON_RETURN);
  return (
    <Loaded query={order}>
      {(o) => (
        <Stack>
          <Group className="no-print">
            <Badge size="lg" color={orderStatusColor[o.status]} data-testid="admin-order-status">
              {t(`status.${o.status}`)}
            </Badge>
            <Button variant="light" component={Link} href={`/admin/orders/${o.id}/ticket`} locale="en">
              {t('admin.ticketEn')}
            </Button>
            <Button variant="light" component={Link} href={`/admin/orders/${o.id}/ticket`} locale="es">
              {t('admin.ticketEs')}
            </Button>
            <Button variant="subtle" component={Link} href={`/admin/orders/day?date=${o.deliveryDate}`}>
              {t('admin.dayOf')}
            </Button>
            <Button variant="subtle" component={Link} href={`/admin/quotes/${o.quote.id}`}>
              {t('admin.quote')}
            </Button>
          </Group>
          <MoveOrder order={o} key={o.version} />
          <DeliveryProofs proofs={o.proofs} />
          <OrderLedger orderId={o.id} />
          <Paper withBorder p="md">
            <DeliveryTicket order={o} />
          </Paper>
          <Panel title={t('order.timeline')}>
            <Stack gap={4} data-testid="admin-order-timeline">
              {o.events.map((e, i) => (
                <Text key={i} size="sm">
                  {when(e.createdAt)} · {e.fromStatus ? `${t(`status.${e.fromStatus}`)} → ` : ''}
                  {t(`status.${e.toStatus}`)} · {t(`admin.actor.${e.actorKind}`)}
                  {e.details && typeof e.details === 'object' && 'reason' in e.details && e.details.reason ? ` · ${String(e.details.reason)}` : ''}
                  {e.details && typeof e.details === 'object' && 'overrideReason' in e.details && e.details.overrideReason ? ` · ${t('admin.earlyBecause', { reason: String(e.details.overrideReason) })}` : ''}
                  {e.details && typeof e.details === 'object' && 'depositOverrideReason' in e.details && e.details.depositOverrideReason
                    ? ` · ${t('payments.schedule.overridden', { reason: String(e.details.depositOverrideReason) })}`
                    : ''}
                  {scheduleText(e.details, day, t)}
                  {detailText(e.details, 'notDeliveredReason') ? ` · ${t(`proof.reasons.${detailText(e.details, 'notDeliveredReason')}`)}` : ''}
                  {detailText(e.details, 'driverName') && driverChanged(e.details) ? ` · ${t('drivers.shown', { name: detailText(e.details, 'driverName') })}` : ''}
                  {waiverOnTimeline(e.details, (name, at) => ` · ${t('dropSite.shown.waiver', { name, date: when(at) })}`)}
                </Text>
              ))}
            </Stack>
          </Panel>
        </Stack>
      )}
    </Loaded>
  );
}
