import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { OutboxScreen } from '@/features/admin/outbox/OutboxScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default adminScreenPage({ key: 'nav.outbox' }, () => <OutboxScreen />);
