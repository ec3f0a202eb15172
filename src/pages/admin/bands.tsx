import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { BandsScreen } from '@/features/admin/bands/BandsScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default adminScreenPage({ key: 'nav.bands' }, () => <BandsScreen />);
