import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { MembershipsScreen } from '@/features/admin/memberships/MembershipsScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['members'] });

export default adminScreenPage({ key: 'nav.memberships' }, () => <MembershipsScreen />);
