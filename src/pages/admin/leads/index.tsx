import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { LeadsScreen } from '@/features/admin/leads/LeadsScreen';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

// Leads show their subject by its contact-form label (leads:subjects.*).
export const getServerSideProps = adminPage({ namespaces: ['leads'] });

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout {...props} title={t('nav.leads')}>
      <LeadsScreen />
    </AdminLayout>
  );
}
