import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { AdminLayout } from '@/features/admin/AdminLayout';
import { QuoteDetail } from '@/features/admin/quotes/QuoteDetail';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage();

export default function Page(props: AdminPageProps) {
  const { t } = useTranslation('admin');
  const id = String(useRouter().query.id ?? '');
  return (
    <AdminLayout {...props} title={t('quotes.detailTitle')}>
      <QuoteDetail id={id} key={id} />
    </AdminLayout>
  );
}
