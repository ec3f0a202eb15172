import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { BusinessSettingsScreen } from '@/features/admin/business/BusinessSettingsScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ adminOnly: true, namespaces: ['business'] });

export default adminScreenPage({ key: 'nav.business' }, () => <BusinessSettingsScreen />);
