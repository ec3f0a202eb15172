// The driver's phone view of their deliveries for a day (issue 46): a date switcher (today by
// default), each stop as a card in time-window order, and the moves along the order's arrows.
// Every move is kept on the phone first (IndexedDB) and sent in order when there is a signal;
// the page says what is still waiting and what the office refused. Nothing here loads on demand
// (no toast, no form fetched when opened): the driver uses it with no signal.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { addDays, businessClock } from '@/domain/delivery-date';
import type { DriverActionKind } from '@/domain/delivery-actions';
import { shownStatus } from '@/domain/driver-queue';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '@/features/admin/format';
import { FRESH_ON_RETURN } from '@/features/admin/orders/order-format';
import type { DriverStop } from '@/server/services/driver/day';
import { DeliveredForm, type DeliveredInput } from './DeliveredForm';
import { NotDeliveredForm, type NotDeliveredInput } from './NotDeliveredForm';
import { QueueStatus } from './QueueStatus';
import { ReturnedCard, StopCard } from './StopCard';
import { newAction, type TappedStop } from './new-action';
import { useDriverQueue } from './use-driver-queue';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function DriverDay({ driverId }: { driverId: string }) {
  const { t } = useTranslation('driver');
  const { day, lang } = useAdminFormat();
  const router = useRouter();
  const asked = typeof router.query.date === 'string' && ISO_DATE.test(router.query.date) ? router.query.date : undefined;
  const utils = trpc.useUtils();
  const view = trpc.driver.day.useQuery(asked ? { date: asked } : {}, FRESH_ON_RETURN);
  const queue = useDriverQueue(driverId, () => void utils.driver.day.invalidate());
  const [open, setOpen] = useState<{ stop: DriverStop; kind: 'delivered' | 'notDelivered' } | null>(null);
  /** The stop whose "On my way" is being kept on the phone. */
  const [busy, setBusy] = useState<string | null>(null);
  /** The phone could not keep the last "On my way" (the forms say so themselves). */
  const [notKept, setNotKept] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');

  const d = view.data;
  const shownDate = d?.date ?? asked ?? '';
  const goTo = (date: string | undefined) => void router.replace({ query: date ? { date } : {} }, undefined, { shallow: true });
  const tapped = (stop: DriverStop): TappedStop => ({ orderId: stop.orderId, label: `#${stop.number} · ${stop.customerName ?? ''}` });

  async function keep(stop: DriverStop, kind: DriverActionKind, details = {}, files = {}) {
    await queue.add(newAction(driverId, tapped(stop), kind, lang, details, files));
    setNotKept(false);
  }

  function act(stop: DriverStop, kind: DriverActionKind) {
    if (kind !== 'onMyWay') return setOpen({ stop, kind });
    setBusy(stop.orderId);
    keep(stop, kind)
      .catch(() => setNotKept(true))
      .finally(() => setBusy(null));
  }

  async function saveDelivered(input: DeliveredInput) {
    await keep(open!.stop, 'delivered', input.details, { photos: input.photos, signature: input.signature });
    setOpen(null);
  }

  async function saveNotDelivered(input: NotDeliveredInput) {
    await keep(open!.stop, 'notDelivered', input.details, { photos: input.photos });
    setOpen(null);
  }

  return (
    <Stack maw={720}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Button variant="default" aria-label={t('day.previous')} onClick={() => shownDate && goTo(addDays(shownDate, -1))} disabled={!shownDate}>
          <span aria-hidden="true">‹</span>
        </Button>
        <TextInput type="date" label={t('day.date')} value={shownDate} onChange={(e) => ISO_DATE.test(e.currentTarget.value) && goTo(e.currentTarget.value)} style={{ flex: '1 1 9rem', minWidth: 0 }} />
        <Button variant="default" aria-label={t('day.next')} onClick={() => shownDate && goTo(addDays(shownDate, 1))} disabled={!shownDate}>
          <span aria-hidden="true">›</span>
        </Button>
        <Button variant="light" onClick={() => goTo(undefined)}>
          {t('day.today')}
        </Button>
      </Group>

      {notKept && (
        <Alert color="red" role="alert">
          {t('form.errors.storage')}
        </Alert>
      )}
      <QueueStatus
        waiting={queue.waiting.length}
        refused={queue.refused}
        online={queue.online}
        stalled={queue.stalled}
        signedOut={queue.signedOut}
        onSendNow={queue.sendNow}
        onDismiss={(key) => void queue.dismiss(key)}
        onRetry={(key) => void queue.retry(key)}
      />

      {/* A failed refresh on a weak signal keeps the deliveries already loaded on screen. */}
      {view.error && (
        <Alert color={d ? 'yellow' : 'red'} role="alert">
          {d ? t('day.stale') : view.error.message}
        </Alert>
      )}
      {!d && !view.error && <Text>{t('day.loading')}</Text>}
      {d && (
        <Stack gap="md" data-testid="driver-day">
          <div>
            <Title order={2} size="h3">
              {day(d.date)}
            </Title>
            <Text c="dimmed">{t('day.count', { count: d.stops.filter((stop) => !stop.returned).length })}</Text>
          </div>
          {d.stops.length === 0 ? (
            <Text>{t('day.none')}</Text>
          ) : (
            d.stops.map((stop) => {
              if (stop.returned) return <ReturnedCard key={stop.orderId} stop={stop} />;
              const mine = queue.entries.filter((entry) => entry.orderId === stop.orderId);
              return (
                <StopCard
                  key={stop.orderId}
                  stop={stop}
                  date={d.date}
                  today={businessClock(new Date()).date}
                  shown={shownStatus(stop.status, mine)}
                  waiting={mine.filter((entry) => entry.state === 'waiting').length}
                  busy={busy === stop.orderId}
                  onAction={(kind) => act(stop, kind)}
                />
              );
            })
          )}
        </Stack>
      )}

      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        fullScreen={phone}
        size="lg"
        closeButtonProps={{ 'aria-label': t('form.close') }}
        title={open && t(open.kind === 'delivered' ? 'delivered.title' : 'notDelivered.title', { number: open.stop.number })}
      >
        {open?.kind === 'delivered' && <DeliveredForm pallets={open.stop.pallets} money={open.stop} onSave={saveDelivered} onCancel={() => setOpen(null)} />}
        {open?.kind === 'notDelivered' && <NotDeliveredForm feeCents={view.data?.returnTripFeeCents ?? 0} onSave={saveNotDelivered} onCancel={() => setOpen(null)} />}
      </Modal>
    </Stack>
  );
}
