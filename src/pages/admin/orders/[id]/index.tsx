import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { OrderDetail } from '@/features/admin/orders/OrderDetail';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'quote'] });

export default adminScreenPage({ ns: 'orders', key: 'admin.detailTitle' }, ({ id }) => <OrderDetail id={id} key={id} />);
