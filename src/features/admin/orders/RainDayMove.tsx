// The day view's "Move this day's deliveries" (the rain day, issue 46): the new date and why, then
// what the server says would happen (how many deliveries move, how many customers are e-mailed,
// who must be called, what stays), then the move and its result. The server checks the date and
// refuses the move if the day changed since the review (the review is then shown again).
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { Alert, Anchor, Button, Group, List, Modal, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'next-i18next/pages';
import { phoneText } from '@/config/business';
import { quoteNumber } from '@/domain/quote-number';
import { ORDER_LIMITS } from '@/domain/order-schema';
import { trpc } from '@/lib/trpc';
import { apiErrorMessage } from '@/features/auth/api-error';
import { useAdminFormat } from '../format';

interface Stop {
  id: string;
  quoteId: string;
  name: string | null;
  phone: string | null;
}

/** "#1234 · Ana Ruiz · (936) 555-0100": an order to look up or call. */
const stopText = (o: Stop) => [`#${quoteNumber(o.quoteId)}`, o.name, o.phone && phoneText(o.phone)].filter(Boolean).join(' · ');

function Stops({ title, stops }: { title: string; stops: Stop[] }) {
  if (stops.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <List size="sm">
        {stops.map((o) => (
          <List.Item key={o.id}>
            <Anchor component={Link} href={`/admin/orders/${o.id}`} size="sm">
              {stopText(o)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** `movable`: the day has deliveries to move (the button shows); the dialog stays open with its result once they are moved. */
export function RainDayMove({ date, movable }: { date: string; movable: boolean }) {
  const { t } = useTranslation('orders');
  const { day } = useAdminFormat();
  const phone = useMediaQuery('(max-width: 36em)');
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const [newDate, setNewDate] = useState('');
  const [rain, setRain] = useState(true);
  // Staff's own reason, in both languages: each customer reads theirs.
  const [reason, setReason] = useState('');
  const [reasonEs, setReasonEs] = useState('');
  /** The new date sent for review; null while the form is being filled in. */
  const [reviewed, setReviewed] = useState<string | null>(null);
  const preview = trpc.admin.rainDay.preview.useQuery({ date, newDate: reviewed ?? '' }, { enabled: reviewed !== null, retry: false, gcTime: 0 });
  const move = trpc.admin.rainDay.move.useMutation({
    onSuccess: () => void utils.admin.orders.invalidate(),
    onError: (error) => {
      // The day changed since the review: show it as it is now.
      if (error.data?.code === 'CONFLICT') void preview.refetch();
    },
  });

  const close = () => {
    setOpen(false);
    setReviewed(null);
    setNewDate('');
    setRain(true);
    setReason('');
    setReasonEs('');
    move.reset();
  };
  const review = (event: FormEvent) => {
    event.preventDefault();
    if (reviewed === newDate) void preview.refetch();
    setReviewed(newDate);
  };
  const p = reviewed !== null && preview.isSuccess ? preview.data : null;
  const dateError = reviewed !== null && preview.isError ? apiErrorMessage(preview.error, t, 'rainDay.errors.invalid') : null;
  const done = move.data;

  return (
    <>
      {movable && (
        <Button variant="outline" className="no-print" onClick={() => setOpen(true)}>
          {t('rainDay.button')}
        </Button>
      )}
      <Modal opened={open} onClose={close} title={t('rainDay.title', { date: day(date) })} fullScreen={phone} size="lg" closeButtonProps={{ 'aria-label': t('rainDay.close') }}>
        {done ? (
          <Stack data-testid="rain-day-result">
            <Alert color="green" role="status">
              {t('rainDay.done', { count: done.orders.length, date: day(done.newDate) })} {t('rainDay.emailed', { count: done.emailed })}
            </Alert>
            <Stops title={t('rainDay.call')} stops={done.withoutEmail} />
            <Stops title={t('rainDay.left')} stops={[...done.onTheRoad, ...done.pickups]} />
            {done.newDay.overbooked && (
              <Alert color="orange" role="alert">
                {t('rainDay.overbooked', { deliveries: done.newDay.deliveries, capacity: done.newDay.capacity })}
              </Alert>
            )}
            <Text size="sm">{t('rainDay.checkTrucks')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('rainDay.close')}
              </Button>
              <Button component={Link} href={`/admin/orders/day?date=${done.newDate}`} onClick={close}>
                {t('rainDay.openNewDay', { date: day(done.newDate) })}
              </Button>
            </Group>
          </Stack>
        ) : p ? (
          <Stack data-testid="rain-day-confirm">
            {p.orders.length === 0 ? (
              <Text>{t('rainDay.nothing')}</Text>
            ) : (
              <>
                <Text fw={700}>{t('rainDay.confirm', { count: p.orders.length, date: day(p.newDate) })}</Text>
                <Text>{t('rainDay.customers', { count: p.customers })}</Text>
                {p.withoutEmail.length > 0 && <Text>{t('rainDay.withoutEmail', { count: p.withoutEmail.length })}</Text>}
                <Stops title={t('rainDay.call')} stops={p.withoutEmail} />
              </>
            )}
            {p.onTheRoad.length > 0 && <Text>{t('rainDay.onTheRoad', { count: p.onTheRoad.length })}</Text>}
            {p.pickups.length > 0 && <Text>{t('rainDay.pickups', { count: p.pickups.length })}</Text>}
            {p.orders.length > 0 && p.newDay.overbooked && (
              <Alert color="orange" role="alert">
                {t('rainDay.overbooked', { deliveries: p.newDay.deliveries, capacity: p.newDay.capacity })}
              </Alert>
            )}
            {move.error && (
              <Alert color="red" role="alert" title={t('rainDay.failed')}>
                {apiErrorMessage(move.error, t, 'rainDay.failed')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  move.reset();
                  setReviewed(null);
                }}
              >
                {t('rainDay.back')}
              </Button>
              {p.orders.length > 0 && (
                <Button
                  loading={move.isPending || preview.isFetching}
                  onClick={() => move.mutate({ date, newDate: p.newDate, reason: rain ? '' : reason, reasonEs: rain ? '' : reasonEs, orders: p.orders.map(({ id, version }) => ({ id, version })) })}
                >
                  {t('rainDay.move', { count: p.orders.length })}
                </Button>
              )}
            </Group>
          </Stack>
        ) : (
          <form onSubmit={review} noValidate>
            <Stack>
              <Text size="sm">{t('rainDay.intro')}</Text>
              <TextInput
                type="date"
                label={t('rainDay.newDate')}
                value={newDate}
                onChange={(e) => {
                  setNewDate(e.currentTarget.value);
                  setReviewed(null);
                }}
                error={dateError}
                required
                data-autofocus
              />
              <Radio.Group label={t('rainDay.reason')} value={rain ? 'rain' : 'other'} onChange={(v) => setRain(v === 'rain')}>
                <Group mt={4}>
                  <Radio value="rain" label={t('rainDay.reasonRain')} />
                  <Radio value="other" label={t('rainDay.reasonOther')} />
                </Group>
              </Radio.Group>
              {!rain && (
                <>
                  <Textarea label={t('rainDay.reasonText')} value={reason} maxLength={ORDER_LIMITS.reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} required lang="en" />
                  <Textarea label={t('rainDay.reasonTextEs')} value={reasonEs} maxLength={ORDER_LIMITS.reason} onChange={(e) => setReasonEs(e.currentTarget.value)} autosize minRows={2} required lang="es" />
                </>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('rainDay.close')}
                </Button>
                <Button type="submit" loading={reviewed !== null && preview.isFetching} disabled={!newDate || (!rain && (reason.trim() === '' || reasonEs.trim() === ''))}>
                  {t('rainDay.review')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
