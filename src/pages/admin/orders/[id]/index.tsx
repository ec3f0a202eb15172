import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { OrderDetail } from '@/features/admin/orders/OrderDetail';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'quote'] });

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('orders');
  const id = String(useRouter().query.id ?? '');
  return (
    <AdminLayout {...props} title={t('admin.detailTitle')}>
      <OrderDetail id={id} key={id} />
    </AdminLayout>
  );
}
