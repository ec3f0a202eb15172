import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { AuditScreen } from '@/features/admin/audit/AuditScreen';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default adminScreenPage({ key: 'nav.audit' }, () => <AuditScreen />);
