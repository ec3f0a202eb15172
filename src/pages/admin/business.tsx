import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { BusinessSettingsScreen } from '@/features/admin/business/BusinessSettingsScreen';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ adminOnly: true, namespaces: ['business'] });

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout {...props} title={t('nav.business')}>
      <BusinessSettingsScreen />
    </AdminLayout>
  );
}
