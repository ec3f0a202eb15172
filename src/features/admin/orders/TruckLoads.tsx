// The day view's trucks (issue 46): each truck's loads (one per time window) and day totals, its
// capacity, and a warning (role="alert") for every load over a capacity or mixing two bulk
// materials; deliveries not on a truck are totalled on their own line.
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { quoteNumber } from '@/domain/quote-number';
import { tenthsText, type TruckDay, type TruckWarning } from '@/domain/truck-loads';
import type { LoadTotals } from '@/domain/order-schedule';
import { useAdminFormat } from '../format';
import { loadsText, orderWindow } from './order-format';

export interface DayTrucks {
  days: TruckDay[];
  withoutTruck: { deliveries: number; totals: LoadTotals };
}

export function TruckLoads({ trucks, orders }: { trucks: DayTrucks; orders: { id: string; quote: { id: string } }[] }) {
  const { t } = useTranslation('orders');
  const { lang } = useAdminFormat();
  if (trucks.days.length === 0 && trucks.withoutTruck.deliveries === 0) return null;
  const number = new Map(orders.map((o) => [o.id, `#${quoteNumber(o.quote.id)}`]));
  const windowText = (w: { windowStart: number | null; windowEnd: number | null }) => orderWindow(w, lang) || t('trucks.day.noWindow');
  const warningText = (truck: string, w: TruckWarning) =>
    w.kind === 'bulkMix'
      ? t('trucks.warnings.bulkMix', { truck, window: windowText(w), materials: w.materials.join(', ') })
      : t(`trucks.warnings.${w.kind}`, {
          truck,
          window: windowText(w),
          load: w.kind === 'pallets' ? w.load : tenthsText(w.load, lang),
          capacity: w.kind === 'pallets' ? w.capacity : tenthsText(w.capacity, lang),
        });
  return (
    <Stack gap="xs" data-testid="day-trucks">
      <Title order={2} size="h4">
        {t('trucks.day.title')}
      </Title>
      {trucks.days.map(({ truck, loads, totals, warnings }) => (
        <Paper key={truck.id} withBorder p="xs" data-testid={`truck-${truck.name}`}>
          <Text fw={700}>
            {t('trucks.day.loads', { name: truck.name, count: loads.length })} · {loadsText(t, totals)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('trucks.day.capacity', { capacity: loadsText(t, { pallets: truck.palletCapacity, looseSqFt: 0, yards: truck.yardTenths / 10, tons: (truck.tonTenths ?? 0) / 10 }) })}
          </Text>
          {loads.map((load) => (
            <Text key={`${load.windowStart}-${load.orderIds[0]}`} size="sm">
              {t('trucks.day.load', { window: windowText(load), loads: loadsText(t, load.totals), orders: load.orderIds.map((id) => number.get(id)).join(', ') })}
            </Text>
          ))}
          {warnings.map((w, i) => (
            <Alert key={i} color="red" role="alert" mt={4} p="xs" data-testid="truck-warning">
              {warningText(truck.name, w)}
            </Alert>
          ))}
        </Paper>
      ))}
      {trucks.withoutTruck.deliveries > 0 && <Text size="sm">{t('trucks.day.withoutTruck', { count: trucks.withoutTruck.deliveries, loads: loadsText(t, trucks.withoutTruck.totals) })}</Text>}
    </Stack>
  );
}
