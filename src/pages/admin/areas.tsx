import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { AreasScreen } from '@/features/admin/areas/AreasScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default adminScreenPage({ key: 'nav.areas' }, () => <AreasScreen />);
