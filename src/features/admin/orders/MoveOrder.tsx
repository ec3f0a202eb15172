// The next moves of an order, as the state machine allows them: schedule (date, window, the truck
// from the trucks in service once any is kept, the driver if chosen, a note; a scheduled order
// again, starting from its schedule), out for delivery and delivered (each confirmed first; out for delivery before the
// order's date only with the reason it leaves early), cancel (with a reason). A move over a stale
// version is refused by the server and the screen shows the order as it now is.
import { useRef, useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { earlyMoveIssue, nextStatuses, type OrderStatus } from '@/domain/order-states';
import { businessClock } from '@/domain/delivery-date';
import { TIME_WINDOWS } from '@/domain/order-schedule';
import { formatTimeWindow } from '@/lib/format';
import { ORDER_LIMITS } from '@/domain/order-schema';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { withNotices } from '../notify';
import { Panel } from '../shared/Panel';
import { loadsText } from './order-format';

interface Props {
  order: {
    id: string;
    version: number;
    status: OrderStatus;
    deliveryDate: string;
    windowStart: number | null;
    windowEnd: number | null;
    truck: string;
    assignedTruck: { id: string } | null;
    driver: { id: string } | null;
    quote: { fulfilment: 'DELIVERY' | 'PICKUP' };
    money: { depositOutstandingCents: number };
  };
}

export function MoveOrder({ order }: Props) {
  const { t } = useTranslation('orders');
  const utils = trpc.useUtils();
  const [open, setOpen] = useState<OrderStatus | null>(null);
  const [date, setDate] = useState(order.deliveryDate);
  // Scheduled again (another date, window, truck or driver): the form starts from the schedule it has.
  const [slot, setSlot] = useState<string | null>(order.windowStart !== null && order.windowEnd !== null ? `${order.windowStart}-${order.windowEnd}` : null);
  const [truck, setTruck] = useState(order.truck);
  const [truckId, setTruckId] = useState<string | null>(order.assignedTruck?.id ?? null);
  // A delivery goes on a truck in service once any is kept; a pickup takes none.
  const delivery = order.quote.fulfilment === 'DELIVERY';
  const trucks = trpc.admin.trucks.list.useQuery(undefined, { enabled: open === 'SCHEDULED' && delivery });
  const inService = (trucks.data ?? []).filter((tr) => tr.active);
  const truckNeeded = delivery && inService.length > 0;
  // Who delivers it (issue 46): optional, an active driver account.
  const drivers = trpc.admin.orders.drivers.useQuery(undefined, { enabled: open === 'SCHEDULED' && delivery });
  const [driverId, setDriverId] = useState<string | null>(order.driver?.id ?? null);
  const [reason, setReason] = useState('');
  const [overrideReason, setOverrideReason] = useState('');
  const [depositReason, setDepositReason] = useState('');
  const { day, lang, money } = useAdminFormat();
  // Asked when the order is first scheduled, not again when it is moved.
  const depositDue = order.status === 'SCHEDULED' ? 0 : order.money.depositOutstandingCents;
  // The order is read again after every try (a conflict shows it as it now is); the form closes only
  // once the move is saved, so a refused date is corrected without typing the rest again.
  const notices = withNotices((r: { status: string }) => t('admin.moved', { status: t(`status.${r.status}`) }), t('admin.moveFailed'), () => void utils.admin.orders.invalidate());
  // A refused schedule says why inside the form too, and the date (what is most often refused: a
  // closed day, a past one) takes the focus, so the form is corrected where it is.
  const [refusal, setRefusal] = useState<string | null>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const move = trpc.admin.orders.move.useMutation({
    ...notices,
    onMutate: () => setRefusal(null),
    onSuccess: (result) => {
      notices.onSuccess(result);
      setOpen(null);
    },
    onError: (error) => {
      notices.onError(error);
      setRefusal(error.message);
      dateField.current?.focus();
    },
  });
  const next = nextStatuses(order.status, 'staff');
  if (next.length === 0) return null;
  const send = (to: OrderStatus, extra: object = {}) => move.mutate({ id: order.id, version: order.version, to, ...extra });

  return (
    <Panel title={t('admin.move')} className="no-print" testId="move-order">
      <Group>
        {next.map((to) => (
          <Button
            key={to}
            variant={to === 'CANCELLED' ? 'outline' : 'filled'}
            color={to === 'CANCELLED' ? 'red' : undefined}
            loading={move.isPending && open === null}
            onClick={() => setOpen(to)}
            // A long label ("Change date, window, truck or driver") wraps on a phone instead of being cut.
            h="auto"
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {to === order.status ? t('admin.reschedule') : t(`admin.to.${to}`)}
          </Button>
        ))}
      </Group>
      {open === 'SCHEDULED' && (
        <Stack mt="md" maw={420}>
          <TextInput ref={dateField} type="date" label={t('admin.date')} value={date} onChange={(e) => setDate(e.currentTarget.value)} />
          <Select
            label={t('admin.window')}
            data={TIME_WINDOWS.map((w) => ({ value: `${w.start}-${w.end}`, label: formatTimeWindow(w.start, w.end, lang) }))}
            value={slot}
            onChange={setSlot}
          />
          {truckNeeded ? (
            <Select
              label={t('trucks.label')}
              placeholder={t('trucks.choose')}
              data={inService.map((tr) => ({ value: tr.id, label: `${tr.name} · ${loadsText(t, { pallets: tr.palletCapacity, looseSqFt: 0, yards: tr.yardTenths / 10, tons: (tr.tonTenths ?? 0) / 10 })}` }))}
              value={truckId}
              onChange={setTruckId}
              required
            />
          ) : (
            (!delivery || trucks.isSuccess) && (
              <Text size="sm" c="dimmed">
                {t(delivery ? 'trucks.noneKept' : 'trucks.pickupNone')}
              </Text>
            )
          )}
          {delivery &&
            drivers.isSuccess &&
            (drivers.data.length > 0 ? (
              <Select label={t('drivers.label')} placeholder={t('drivers.choose')} data={drivers.data.map((d) => ({ value: d.id, label: d.name }))} value={driverId} onChange={setDriverId} clearable />
            ) : (
              <Text size="sm" c="dimmed">
                {t('drivers.noneKept')}
              </Text>
            ))}
          {/* Beside the Driver list, a name typed here would not put the delivery on that driver's phone. */}
          <TextInput
            label={t('admin.truck')}
            description={delivery && drivers.isSuccess && drivers.data.length > 0 ? t('drivers.textHint') : undefined}
            value={truck}
            maxLength={ORDER_LIMITS.truck}
            onChange={(e) => setTruck(e.currentTarget.value)}
          />
          {depositDue > 0 && (
            <>
              <Alert color="orange" role="alert">
                {t('payments.schedule.depositDue', { amount: money(depositDue) })}
              </Alert>
              <Textarea label={t('payments.schedule.depositReason')} value={depositReason} maxLength={ORDER_LIMITS.reason} onChange={(e) => setDepositReason(e.currentTarget.value)} autosize minRows={2} required />
            </>
          )}
          <Button
            loading={move.isPending}
            disabled={(depositDue > 0 && depositReason.trim() === '') || (truckNeeded && !truckId)}
            onClick={() => {
              const [start, end] = (slot ?? '').split('-').map(Number);
              send('SCHEDULED', { deliveryDate: date, windowStart: start, windowEnd: end, truck, ...(truckNeeded ? { truckId } : {}), ...(delivery && driverId ? { driverId } : {}), ...(depositDue > 0 ? { depositOverrideReason: depositReason } : {}) });
            }}
          >
            {t('admin.confirmSchedule')}
          </Button>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
        </Stack>
      )}
      {(open === 'OUT_FOR_DELIVERY' || open === 'DELIVERED') && (
        <ConfirmStep
          to={open}
          early={earlyMoveIssue(open, order.deliveryDate, businessClock(new Date()).date) !== null}
          date={day(order.deliveryDate)}
          overrideReason={overrideReason}
          onReason={setOverrideReason}
          pending={move.isPending}
          onConfirm={(early) => send(open, early ? { overrideReason } : {})}
          onBack={() => setOpen(null)}
        />
      )}
      {open === 'CANCELLED' && (
        <Stack mt="md" maw={420}>
          <Textarea label={t('admin.reason')} value={reason} maxLength={ORDER_LIMITS.reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} />
          <Button color="red" loading={move.isPending} onClick={() => send('CANCELLED', { reason })}>
            {t('admin.confirmCancel')}
          </Button>
        </Stack>
      )}
    </Panel>
  );
}

interface ConfirmProps {
  to: 'OUT_FOR_DELIVERY' | 'DELIVERED';
  /** The load would leave before the order's date: a reason is asked for. */
  early: boolean;
  date: string;
  overrideReason: string;
  onReason: (reason: string) => void;
  pending: boolean;
  onConfirm: (early: boolean) => void;
  onBack: () => void;
}

/** "Mark as out for delivery?": one more click, and before the order's date a reason too. */
function ConfirmStep({ to, early, date, overrideReason, onReason, pending, onConfirm, onBack }: ConfirmProps) {
  const { t } = useTranslation('orders');
  return (
    <Stack mt="md" maw={480} data-testid="confirm-move">
      <Text>{t(`admin.confirmMove.${to}`)}</Text>
      {early && (
        <>
          <Alert color="orange" role="alert">
            {t('admin.confirmMove.early', { date })}
          </Alert>
          <Textarea label={t('admin.confirmMove.earlyReason')} value={overrideReason} maxLength={ORDER_LIMITS.reason} onChange={(e) => onReason(e.currentTarget.value)} autosize minRows={2} required />
        </>
      )}
      <Group>
        <Button loading={pending} disabled={early && overrideReason.trim().length === 0} onClick={() => onConfirm(early)}>
          {t(`admin.confirmMove.yes.${to}`)}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          {t('admin.confirmMove.back')}
        </Button>
      </Group>
    </Stack>
  );
}
