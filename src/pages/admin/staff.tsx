import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { StaffScreen } from '@/features/admin/staff/StaffScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ adminOnly: true });

export default adminScreenPage({ key: 'nav.staff' }, ({ user }) => <StaffScreen currentUserId={user.id} />);
