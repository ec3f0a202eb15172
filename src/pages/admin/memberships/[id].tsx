import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { MembershipDetail } from '@/features/admin/memberships/MembershipDetail';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['members'] });

export default adminScreenPage({ key: 'memberships.detailTitle' }, ({ id }) => <MembershipDetail id={id} key={id} />);
