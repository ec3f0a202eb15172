// The delivery ticket alone, to print: /admin/orders/<id>/ticket in English, /es/admin/… in Spanish.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { PrintFrame } from '@/features/admin/PrintFrame';
import { DeliveryTicket } from '@/features/admin/orders/DeliveryTicket';
import { FRESH_ON_RETURN } from '@/features/admin/orders/order-format';
import { Loaded } from '@/features/admin/shared/Loaded';
import { trpc } from '@/lib/trpc';
import { quoteNumber } from '@/domain/quote-number';
import { adminPage, type AdminPageProps } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'quote'] });

function Ticket({ id }: { id: string }) {
  const order = trpc.admin.orders.get.useQuery({ id }, FRESH_ON_RETURN);
  return <Loaded query={order}>{(o) => <DeliveryTicket order={o} />}</Loaded>;
}

export default function TicketPage(props: AdminPageProps) {
  const { t } = useTranslation('orders');
  const id = String(useRouter().query.id ?? '');
  return (
    <PrintFrame guard={props} title={t('admin.ticketTitle', { number: quoteNumber(id) })} printLabel={t('admin.print')} back={{ href: `/admin/orders/${id}`, label: t('admin.back') }}>
      <Ticket id={id} />
    </PrintFrame>
  );
}
