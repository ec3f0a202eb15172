import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { QuotesScreen } from '@/features/admin/quotes/QuotesScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default adminScreenPage({ key: 'nav.quotes' }, () => <QuotesScreen />);
