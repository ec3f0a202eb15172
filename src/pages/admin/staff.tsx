import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { StaffScreen } from '@/features/admin/staff/StaffScreen';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ adminOnly: true });

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout {...props} title={t('nav.staff')}>
      {props.user && <StaffScreen currentUserId={props.user.id} />}
    </AdminLayout>
  );
}
