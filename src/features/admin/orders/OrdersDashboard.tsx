// Orders on the dashboard: today's and tomorrow's deliveries, quotes awaiting acceptance, and the
// quote-to-order conversion of the last 30 days.
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { Tile } from '../Dashboard';
import { FRESH_ON_RETURN } from './order-format';

export function OrdersDashboard() {
  const { t } = useTranslation('orders');
  const { data } = trpc.admin.orders.dashboard.useQuery(undefined, { ...FRESH_ON_RETURN, refetchInterval: 60_000 });
  if (!data) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="md" data-testid="orders-dashboard">
      <Tile href={`/admin/orders/day?date=${data.today}`} label={t('dashboard.today')} value={data.todayCount} />
      <Tile href={`/admin/orders/day?date=${data.tomorrow}`} label={t('dashboard.tomorrow')} value={data.tomorrowCount} />
      <Tile href="/admin/quotes?status=SENT" label={t('dashboard.awaiting')} value={data.awaiting} />
      <Tile href="/admin/orders" label={t('dashboard.conversion')} value={`${data.conversionPercent}%`} detail={t('dashboard.conversionDetail', { orders: data.orders, quotes: data.quotes })} />
    </SimpleGrid>
  );
}
