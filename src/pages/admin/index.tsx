import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { Dashboard } from '@/features/admin/Dashboard';
import { OrdersDashboard } from '@/features/admin/orders/OrdersDashboard';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders'] });

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout {...props} title={t('nav.dashboard')}>
      <Dashboard />
      <OrdersDashboard />
    </AdminLayout>
  );
}
