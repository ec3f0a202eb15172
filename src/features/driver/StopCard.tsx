// One delivery on the driver's phone (issue 46): when, who, where (with a map link and a call
// button), what to drop and where, what to collect, and the moves the order allows now. The state
// shown is the server's with this phone's waiting actions applied.
import { useId } from 'react';
import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { phoneText, telHref } from '@/config/business';
import type { DriverActionKind } from '@/domain/delivery-actions';
import type { OrderStatus } from '@/domain/order-states';
import { actionsFrom } from '@/domain/driver-queue';
import { useAdminFormat } from '@/features/admin/format';
import { loadsText, orderStatusColor, orderWindow } from '@/features/admin/orders/order-format';
import { DropSiteSummary } from '@/features/orders/DropSiteSummary';
import type { DriverStop, ReturnedStop } from '@/server/services/driver/day';
import { addressLine } from '@/domain/delivery-address';
import { formatNumber } from '@/lib/format';

interface Props {
  stop: DriverStop;
  /** The day shown and today, both on the business's calendar. */
  date: string;
  today: string;
  /** The state with the waiting actions applied. */
  shown: OrderStatus;
  waiting: number;
  /** An action of this stop is being kept on the phone: its buttons wait (no second tap). */
  busy?: boolean;
  onAction: (kind: DriverActionKind) => void;
}

export function StopCard({ stop, date, today, shown, waiting, busy = false, onAction }: Props) {
  const { t } = useTranslation('driver');
  const { t: tOrders } = useTranslation('orders');
  const { money, when, day, lang } = useAdminFormat();
  const titleId = useId();
  const address = addressLine(stop);
  const actions = actionsFrom(shown, date, today);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId} data-testid="driver-stop">
      <Stack gap="xs">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {orderWindow(stop, lang) || t('stop.noWindow')} · {stop.customerName ?? t('stop.number', { number: stop.number })}
          </Title>
          {/* The state and "waiting to send" on a line of their own: whole words, never cut on a phone. */}
          <Group gap="xs" mt={4}>
            <Text size="sm" c="dimmed">
              {t('stop.number', { number: stop.number })}
            </Text>
            <Badge color={orderStatusColor[shown]} variant="light" data-testid="stop-status" style={{ maxWidth: 'none' }}>
              {tOrders(`status.${shown}`)}
            </Badge>
            {waiting > 0 && (
              <Badge color="yellow" variant="outline" data-testid="stop-waiting" style={{ maxWidth: 'none' }}>
                {t('stop.waiting')}
              </Badge>
            )}
          </Group>
        </div>

        {stop.fulfilment === 'PICKUP' ? (
          <Text>{t('stop.pickup')}</Text>
        ) : (
          <Text style={{ overflowWrap: 'anywhere' }}>
            {address}{' '}
            {stop.mapUrl && (
              <Anchor href={stop.mapUrl} target="_blank" rel="noopener noreferrer">
                {t('stop.map')}
              </Anchor>
            )}
          </Text>
        )}
        {stop.phone && (
          <Button component="a" href={telHref(stop.phone)} variant="light" style={{ alignSelf: 'flex-start' }}>
            {t('stop.call', { phone: phoneText(stop.phone) })}
          </Button>
        )}

        <div>
          <Text fw={700} size="sm">
            {t('stop.items')}
          </Text>
          <List size="sm" spacing={2}>
            {stop.lines.map((line, i) => (
              <List.Item key={i}>
                {formatNumber(line.quantity, lang)} {tOrders(`quote:units.${line.unit}`, { count: line.quantity })} · {line.productName}
              </List.Item>
            ))}
          </List>
          <Text size="sm">{t('stop.load', { load: loadsText(tOrders, stop.loads) })}</Text>
          {stop.installation && (
            <Text size="sm" fw={700}>
              {tOrders('admin.installation')}
            </Text>
          )}
        </div>

        {stop.siteNotes && (
          <Text size="sm">
            <strong>{t('stop.siteNotes')}:</strong> {stop.siteNotes}
          </Text>
        )}
        <DropSiteSummary site={stop} lang={lang} photo="image" />

        <div data-testid="stop-balance">
          <Text fw={700} size="lg">
            {stop.balanceCents > 0 ? t('stop.collect', { amount: money(stop.balanceCents) }) : t('stop.nothingToCollect')}
          </Text>
          {stop.depositOutstandingCents > 0 && <Text size="sm">{t('stop.depositUnpaid', { amount: money(stop.depositOutstandingCents) })}</Text>}
        </div>

        {stop.attempts.length > 0 && (
          <div>
            <Text fw={700} size="sm">
              {t('stop.attempts')}
            </Text>
            {stop.attempts.map((attempt) => (
              <Text key={attempt.id} size="sm">
                {attempt.outcome === 'DELIVERED'
                  ? t('stop.attemptDelivered', { when: when(attempt.happenedAt) })
                  : t('stop.attemptNotDelivered', { when: when(attempt.happenedAt), reason: attempt.reason ? t(`reasons.${attempt.reason}`) : '—' })}
                {attempt.note && ` · ${attempt.note}`}
              </Text>
            ))}
          </div>
        )}

        {shown === 'SCHEDULED' && date > today && <Text size="sm">{t('stop.laterDay', { date: day(date) })}</Text>}
        {actions.length > 0 && (
          // Full-width buttons on a phone, side by side from 576 px.
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" role="group" aria-label={t('actions.for', { number: stop.number })}>
            {actions.map((kind) => (
              <Button
                key={kind}
                size="md"
                color={kind === 'notDelivered' ? 'red' : undefined}
                variant={kind === 'notDelivered' ? 'outline' : 'filled'}
                disabled={busy}
                onClick={() => onAction(kind)}
              >
                {t(`actions.${kind}`)}
              </Button>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

/** A stop this driver reported not delivered: the office has it now, to reschedule. */
export function ReturnedCard({ stop }: { stop: ReturnedStop }) {
  const { t } = useTranslation('driver');
  const { when } = useAdminFormat();
  const titleId = useId();
  const last = stop.attempts.at(-1);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId} data-testid="driver-stop-returned">
      <Stack gap={4}>
        <Title order={3} size="h5" id={titleId}>
          {stop.customerName ?? t('stop.number', { number: stop.number })} · {stop.city}
        </Title>
        <Text size="sm" c="dimmed">
          {t('stop.number', { number: stop.number })}
        </Text>
        {last && <Text size="sm">{t('stop.attemptNotDelivered', { when: when(last.happenedAt), reason: last.reason ? t(`reasons.${last.reason}`) : '—' })}</Text>}
        <Text size="sm" fw={700}>
          {t('stop.returned')}
        </Text>
      </Stack>
    </Card>
  );
}
