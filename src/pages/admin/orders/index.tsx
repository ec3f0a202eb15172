import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { OrdersBoard } from '@/features/admin/orders/OrdersBoard';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'quote'] });

export default adminScreenPage({ key: 'nav.orders' }, () => <OrdersBoard />);
