import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { MembershipDetail } from '@/features/admin/memberships/MembershipDetail';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['members'] });

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('admin');
  const id = String(useRouter().query.id ?? '');
  return (
    <AdminLayout {...props} title={t('memberships.detailTitle')}>
      <MembershipDetail id={id} key={id} />
    </AdminLayout>
  );
}
