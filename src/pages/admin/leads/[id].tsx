import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { LeadDetail } from '@/features/admin/leads/LeadDetail';
import { adminPage } from '@/server/services/admin/page-guard';

// Leads show their subject by its contact-form label (leads:subjects.*).
export const getServerSideProps = adminPage({ namespaces: ['leads'] });

export default adminScreenPage({ key: 'leads.detailTitle' }, ({ id }) => <LeadDetail id={id} key={id} />);
