import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { LeadDetail } from '@/features/admin/leads/LeadDetail';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

// Leads show their subject by its contact-form label (leads:subjects.*).
export const getServerSideProps = adminPage({ namespaces: ['leads'] });

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('admin');
  const id = String(useRouter().query.id ?? '');
  return (
    <AdminLayout {...props} title={t('leads.detailTitle')}>
      <LeadDetail id={id} key={id} />
    </AdminLayout>
  );
}
