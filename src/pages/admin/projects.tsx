import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { ProjectsScreen } from '@/features/admin/showcase/ProjectsScreen';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout {...props} title={t('nav.projects')}>
      <ProjectsScreen />
    </AdminLayout>
  );
}
