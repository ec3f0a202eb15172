import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { QuoteDetail } from '@/features/admin/quotes/QuoteDetail';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default adminScreenPage({ key: 'quotes.detailTitle' }, ({ id }) => <QuoteDetail id={id} key={id} />);
