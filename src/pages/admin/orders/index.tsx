import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { OrdersBoard } from '@/features/admin/orders/OrdersBoard';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'quote'] });

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout {...props} title={t('nav.orders')}>
      <OrdersBoard />
    </AdminLayout>
  );
}
