import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { LeadsScreen } from '@/features/admin/leads/LeadsScreen';
import { adminPage } from '@/server/services/admin/page-guard';

// Leads show their subject by its contact-form label (leads:subjects.*).
export const getServerSideProps = adminPage({ namespaces: ['leads'] });

export default adminScreenPage({ key: 'nav.leads' }, () => <LeadsScreen />);
