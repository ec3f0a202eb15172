import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { DayView } from '@/features/admin/orders/DayView';
import { businessClock } from '@/domain/delivery-date';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'quote'] });

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('orders');
  const query = useRouter().query.date;
  const date = typeof query === 'string' ? query : businessClock(new Date()).date;
  return (
    <AdminLayout {...props} title={t('admin.dayTitle')}>
      <DayView date={date} />
      <style>{'@media print { .no-print, header, nav { display: none !important; } }'}</style>
    </AdminLayout>
  );
}
