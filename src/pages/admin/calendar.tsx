import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { ClosedDays } from '@/features/admin/areas/ClosedDays';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default adminScreenPage({ key: 'nav.calendar' }, () => <ClosedDays />);
