import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { CallerQuoteForm } from '@/features/admin/orders/CallerQuoteForm';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'quote'] });

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('orders');
  return (
    <AdminLayout {...props} title={t('caller.title')}>
      <CallerQuoteForm />
    </AdminLayout>
  );
}
