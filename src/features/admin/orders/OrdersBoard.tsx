// The orders board: one column per state, open orders by delivery date, with links to the day
// view and each order.
import Link from 'next/link';
import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { ORDER_STATUSES } from '@/domain/order-states';
import { quoteNumber } from '@/domain/quote-number';
import { businessClock } from '@/domain/delivery-date';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { Loaded } from '../shared/Loaded';
import { FRESH_ON_RETURN, orderStatusColor, orderWindow } from './order-format';

export function OrdersBoard() {
  const { t } = useTranslation('orders');
  const { day, money, lang } = useAdminFormat();
  const orders = trpc.admin.orders.list.useQuery(undefined, { ...FRESH_ON_RETURN, refetchInterval: 60_000 });
  const [date, setDate] = useState(() => businessClock(new Date()).date);
  return (
    <Stack>
      <Group align="flex-end">
        <TextInput type="date" label={t('admin.dayDate')} value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        <Button component={Link} href={`/admin/orders/day?date=${date}`}>
          {t('admin.openDay')}
        </Button>
        <Button variant="light" component={Link} href="/admin/orders/caller-quote">
          {t('caller.title')}
        </Button>
      </Group>
      <Loaded query={orders}>
        {(rows) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} data-testid="orders-board">
            {ORDER_STATUSES.map((status) => {
              const column = rows.filter((o) => o.status === status);
              return (
                <Stack key={status} gap="xs" data-testid={`column-${status}`}>
                  <Title order={2} size="h5">
                    {t(`status.${status}`)} ({column.length})
                  </Title>
                  {column.map((o) => (
                    <Paper key={o.id} withBorder p="xs" component={Link} href={`/admin/orders/${o.id}`} c="var(--mantine-color-text)" style={{ textDecoration: 'none' }}>
                      <Group justify="space-between" gap={4}>
                        <Text fw={600}>#{quoteNumber(o.quote.id)}</Text>
                        <Badge size="xs" variant="light" color={orderStatusColor[o.status]}>
                          {money(o.quote.totalCents)}
                        </Badge>
                      </Group>
                      <Text size="sm">{o.customer.name ?? o.customer.email ?? o.customer.phone}</Text>
                      {o.status === 'ACCEPTED' && o._count.attempts > 0 && (
                        <Badge size="xs" color="red" variant="light" data-testid="missed-delivery">
                          {t('admin.missedDelivery', { count: o._count.attempts })}
                        </Badge>
                      )}
                      <Text size="xs" c="dimmed">
                        {day(o.deliveryDate.toISOString().slice(0, 10))} {orderWindow(o, lang)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[o.city, o.zip].filter(Boolean).join(' ') || t('admin.pickup')} {o.driver && `· ${o.driver.name}`} {o.truck && `· ${o.truck}`}
                      </Text>
                    </Paper>
                  ))}
                </Stack>
              );
            })}
          </SimpleGrid>
        )}
      </Loaded>
    </Stack>
  );
}
