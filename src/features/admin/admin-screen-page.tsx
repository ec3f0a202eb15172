// The page component of a back-office screen: the admin frame (navigation, or the 403 page when
// the guard refused) with the page's title, around what `render` shows to a signed-in staff
// member. `id`: the page's [id] segment, '' where it has none. Each page file keeps its own
// getServerSideProps (adminPage), so Next leaves the guard out of the browser's code.
import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { AdminPageProps, AdminUser } from '@/server/services/admin/page-guard';
import { AdminLayout } from './AdminLayout';

export function adminScreenPage(title: { ns?: 'admin' | 'orders'; key: string }, render: (page: { id: string; user: AdminUser }) => ReactNode) {
  return function AdminScreenPage(props: AdminPageProps) {
    const { t } = useTranslation(title.ns ?? 'admin');
    const id = String(useRouter().query.id ?? '');
    return (
      <AdminLayout {...props} title={t(title.key)}>
        {props.user && render({ id, user: props.user })}
      </AdminLayout>
    );
  };
}
