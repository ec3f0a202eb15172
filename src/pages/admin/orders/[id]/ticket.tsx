// The delivery ticket alone, to print: /admin/orders/<id>/ticket in English, /es/admin/… in Spanish.
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { Forbidden } from '@/features/admin/Forbidden';
import { DeliveryTicket } from '@/features/admin/orders/DeliveryTicket';
import { Loaded } from '@/features/admin/shared/Loaded';
import { trpc } from '@/lib/trpc';
import { ApiProvider } from '@/lib/api-provider';
import { quoteNumber } from '@/domain/quote-number';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'quote'] });

function Ticket({ id }: { id: string }) {
  const order = trpc.admin.orders.get.useQuery({ id });
  return <Loaded query={order}>{(o) => <DeliveryTicket order={o} />}</Loaded>;
}

export default function TicketPage(props: AdminPageProps) {
  const { t } = useTranslation('orders');
  const id = String(useRouter().query.id ?? '');
  if (props.forbidden || !props.user) return <Forbidden staffOnAdminPage={props.staffOnAdminPage} />;
  return (
    <Container size="md" py="lg">
      <Head>
        <title>{t('admin.ticketTitle', { number: quoteNumber(id) })}</title>
        <meta name="robots" content="noindex,nofollow" />
      </Head>
      <Group className="no-print" mb="md">
        <Button onClick={() => window.print()}>{t('admin.print')}</Button>
        <Button variant="subtle" component={Link} href={`/admin/orders/${id}`}>
          {t('admin.back')}
        </Button>
      </Group>
      <ApiProvider>
        <Ticket id={id} />
      </ApiProvider>
      <style>{'@media print { .no-print { display: none !important; } }'}</style>
    </Container>
  );
}
