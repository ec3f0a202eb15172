import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { Dashboard } from '@/features/admin/Dashboard';
import { OrdersDashboard } from '@/features/admin/orders/OrdersDashboard';
import { DashboardBusinessChecklist } from '@/features/admin/business/BusinessChecklist';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'business'] });

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout {...props} title={t('nav.dashboard')}>
      {/* What the owner has not set yet (admins only: they keep the business settings). */}
      {props.user?.role === 'ADMIN' && <DashboardBusinessChecklist />}
      <Dashboard />
      <OrdersDashboard />
    </AdminLayout>
  );
}
