import { useRouter } from 'next/router';
import { adminScreenPage } from '@/features/admin/admin-screen-page';
import { DayView } from '@/features/admin/orders/DayView';
import { businessClock } from '@/domain/delivery-date';
import { adminPage } from '@/server/services/admin/page-guard';

export const getServerSideProps = adminPage({ namespaces: ['orders', 'quote'] });

/** The day asked for (?date=YYYY-MM-DD), else today in the business's time zone. */
function Day() {
  const query = useRouter().query.date;
  const date = typeof query === 'string' ? query : businessClock(new Date()).date;
  return (
    <>
      <DayView date={date} />
      <style>{'@media print { .no-print, header, nav { display: none !important; } }'}</style>
    </>
  );
}

export default adminScreenPage({ ns: 'orders', key: 'admin.dayTitle' }, () => <Day />);
