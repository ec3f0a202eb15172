import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { DriverDay } from '@/features/driver/DriverDay';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ level: 'driver', namespaces: ['orders', 'quote', 'driver'] });

export default adminScreenPage({ key: 'nav.driver' }, ({ user }) => <DriverDay driverId={user.id} />);
