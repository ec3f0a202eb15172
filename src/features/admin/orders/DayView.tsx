// The deliveries of one date in time-window order: address with a map link, phone, items,
// loads, notes; the day's pallets and yards totalled, and a warning past the day's capacity;
// each truck's loads with their warnings (TruckLoads, issue 46); and the rain day's move of the
// day's deliveries to another date (RainDayMove, issue 46).
import { phoneText } from '@/config/business';
import Link from 'next/link';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { quoteNumber } from '@/domain/quote-number';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { Loaded } from '../shared/Loaded';
import { FRESH_ON_RETURN, loadsText, orderStatusColor, orderWindow } from './order-format';
import { StopPayment } from './StopPayment';
import { TruckLoads } from './TruckLoads';
import { DropSiteSummary } from '@/features/orders/DropSiteSummary';
import { rainDayFate } from '@/domain/rain-day';
import { RainDayMove } from './RainDayMove';
import { addressLine } from '@/domain/delivery-address';

export function DayView({ date }: { date: string }) {
  const { t } = useTranslation('orders');
  const { day, lang } = useAdminFormat();
  const router = useRouter();
  const utils = trpc.useUtils();
  const view = trpc.admin.orders.day.useQuery({ date }, { ...FRESH_ON_RETURN, enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
  return (
    <Stack>
      <Group align="flex-end" className="no-print">
        <TextInput type="date" label={t('admin.dayDate')} value={date} onChange={(e) => void router.replace({ query: { date: e.currentTarget.value } })} />
        <Button variant="outline" onClick={() => window.print()}>
          {t('admin.print')}
        </Button>
      </Group>
      <Loaded query={view}>
        {(d) => (
          <Stack data-testid="day-view">
            <Group justify="space-between">
              <Text fw={700} size="lg">
                {day(d.date)}
              </Text>
              <RainDayMove date={d.date} movable={d.orders.some((o) => rainDayFate({ status: o.status, fulfilment: o.quote.fulfilment }) === 'move')} />
            </Group>
            <Text>
              {t('admin.dayTotals', { count: d.deliveries, capacity: d.capacity })} · {loadsText(t, d.totals)}
            </Text>
            {d.overbooked && (
              <Alert color="red" role="alert" data-testid="overbooked">
                {t('admin.overbooked', { deliveries: d.deliveries, capacity: d.capacity })}
              </Alert>
            )}
            <TruckLoads trucks={d.trucks} orders={d.orders} />
            {d.orders.length === 0 ? (
              <Text>{t('admin.noDeliveries')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={1020}>
                <Table striped verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('admin.window')}</Table.Th>
                      <Table.Th scope="col">{t('admin.order')}</Table.Th>
                      <Table.Th scope="col">{t('admin.address')}</Table.Th>
                      <Table.Th scope="col">{t('admin.phone')}</Table.Th>
                      <Table.Th scope="col">{t('admin.items')}</Table.Th>
                      <Table.Th scope="col">{t('admin.loads.title')}</Table.Th>
                      <Table.Th scope="col">{t('admin.siteNotes')}</Table.Th>
                      <Table.Th scope="col">{t('payments.day.column')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.orders.map((o) => (
                      <Table.Tr key={o.id}>
                        <Table.Td>{orderWindow(o, lang) || '—'}</Table.Td>
                        <Table.Td>
                          <Anchor component={Link} href={`/admin/orders/${o.id}`}>
                            #{quoteNumber(o.quote.id)}
                          </Anchor>{' '}
                          <Badge size="xs" variant="light" color={orderStatusColor[o.status]}>
                            {t(`status.${o.status}`)}
                          </Badge>
                          <Text size="xs">{o.customer.name ?? o.customer.email ?? o.customer.phone}</Text>
                          {o.assignedTruck && (
                            <Text size="xs" fw={600}>
                              {o.assignedTruck.name}
                            </Text>
                          )}
                          {o.truck && <Text size="xs">{o.truck}</Text>}
                        </Table.Td>
                        <Table.Td>
                          {o.quote.fulfilment === 'PICKUP' ? (
                            t('admin.pickup')
                          ) : (
                            <>
                              {addressLine(o)}{' '}
                              {o.mapUrl && (
                                <Anchor href={o.mapUrl} target="_blank" rel="noopener noreferrer" size="sm">
                                  {t('admin.map')}
                                </Anchor>
                              )}
                            </>
                          )}
                        </Table.Td>
                        <Table.Td>{phoneText(o.phone)}</Table.Td>
                        <Table.Td>
                          {o.quote.lines.map((l, i) => (
                            <Text key={i} size="sm">
                              {l.quantity} {t(`quote:units.${l.unit}`, { count: l.quantity })} · {l.productName}
                            </Text>
                          ))}
                        </Table.Td>
                        <Table.Td>{loadsText(t, o.loads)}</Table.Td>
                        <Table.Td>
                          {o.siteNotes}
                          <DropSiteSummary site={o} lang={lang} heading={false} size="xs" photo="link" />
                        </Table.Td>
                        <Table.Td>
                          <StopPayment
                            orderId={o.id}
                            label={`#${quoteNumber(o.quote.id)} · ${o.customer.name ?? o.customer.email ?? o.customer.phone ?? ''}`}
                            money={o.money}
                            creditReturnedPallets={d.creditReturnedPallets}
                            onSaved={() => void utils.admin.orders.invalidate()}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </Loaded>
    </Stack>
  );
}
