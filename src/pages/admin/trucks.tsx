import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { TrucksScreen } from '@/features/admin/trucks/TrucksScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default adminScreenPage({ key: 'nav.trucks' }, () => <TrucksScreen />);
