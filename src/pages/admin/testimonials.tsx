import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { TestimonialsScreen } from '@/features/admin/showcase/TestimonialsScreen';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout {...props} title={t('nav.testimonials')}>
      <TestimonialsScreen />
    </AdminLayout>
  );
}
