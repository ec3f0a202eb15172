import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { ProductsScreen } from '@/features/admin/products/ProductsScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['members'] });

export default adminScreenPage({ key: 'nav.products' }, () => <ProductsScreen />);
