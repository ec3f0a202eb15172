// Orders on the dashboard: today's and tomorrow's deliveries, quotes awaiting acceptance, and the
// quote-to-order conversion of the last 30 days.
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { trpc } from '@/lib/trpc';
import { useAdminFormat } from '../format';
import { Tile } from '../Dashboard';
import { FRESH_ON_RETURN } from './order-format';

export function OrdersDashboard() {
  const { t } = useTranslation('orders');
  const { money } = useAdminFormat();
  const { data } = trpc.admin.orders.dashboard.useQuery(undefined, { ...FRESH_ON_RETURN, refetchInterval: 60_000 });
  if (!data) return null;
  const m = data.money;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="md" data-testid="orders-dashboard">
        <Tile href={`/admin/orders/day?date=${data.today}`} label={t('dashboard.today')} value={data.todayCount} />
        <Tile href={`/admin/orders/day?date=${data.tomorrow}`} label={t('dashboard.tomorrow')} value={data.tomorrowCount} />
        <Tile href="/admin/quotes?status=SENT" label={t('dashboard.awaiting')} value={data.awaiting} />
        <Tile href="/admin/orders" label={t('dashboard.conversion')} value={`${data.conversionPercent}%`} detail={t('dashboard.conversionDetail', { orders: data.orders, quotes: data.quotes })} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="md" data-testid="money-dashboard">
        <Tile href="/admin/orders" label={t('dashboard.deposits')} value={money(m.depositsThisWeek.cents)} detail={t('dashboard.payments', { count: m.depositsThisWeek.count })} />
        <Tile href={`/admin/orders/day?date=${data.today}`} label={t('dashboard.collectToday')} value={money(m.collectToday.cents)} detail={t('dashboard.orders', { count: m.collectToday.count })} />
        <Tile href={`/admin/orders/day?date=${data.tomorrow}`} label={t('dashboard.collectTomorrow')} value={money(m.collectTomorrow.cents)} detail={t('dashboard.orders', { count: m.collectTomorrow.count })} />
        <Tile href="/admin/orders" label={t('dashboard.receivables')} value={money(m.receivables.cents)} detail={t('dashboard.orders', { count: m.receivables.count })} alert={m.receivables.count > 0} />
      </SimpleGrid>
    </>
  );
}
