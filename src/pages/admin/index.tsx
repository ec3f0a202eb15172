import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { Dashboard } from '@/features/admin/Dashboard';
import { OrdersDashboard } from '@/features/admin/orders/OrdersDashboard';
import { DashboardBusinessChecklist } from '@/features/admin/business/BusinessChecklist';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'business'] });

export default adminScreenPage({ key: 'nav.dashboard' }, ({ user }) => (
  <>
    {/* What the owner has not set yet (admins only: they keep the business settings). */}
    {user.role === 'ADMIN' && <DashboardBusinessChecklist />}
    <Dashboard />
    <OrdersDashboard />
  </>
));
