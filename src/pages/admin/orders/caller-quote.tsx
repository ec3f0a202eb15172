import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { CallerQuoteForm } from '@/features/admin/orders/CallerQuoteForm';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'quote'] });

export default adminScreenPage({ ns: 'orders', key: 'caller.title' }, () => <CallerQuoteForm />);
