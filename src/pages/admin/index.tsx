import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { Dashboard } from '@/features/admin/Dashboard';
import { OrdersDashboard } from '@/features/admin/orders/OrdersDashboard';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'business'] });

export default adminScreenPage({ key: 'nav.dashboard' }, ({ user }) => (
  <>
    {/* With what the owner has not set yet (admins only: they keep the business settings). */}
    <Dashboard owner={user.role === 'ADMIN'} />
    <OrdersDashboard />
  </>
));
