// Loads the ledgers the dashboard's money figures need (src/domain/money-dashboard.ts) on the
// business calendar (America/Chicago): today's and tomorrow's deliveries, delivered orders past
// the receivables age, and orders paid this week.
import type { Db } from '@/server/db/client';
import { addDays, businessClock } from '@/domain/delivery-date';
import { businessInstant } from '@/domain/order-cancellation';
import { mondayOf, moneyDashboard as figures, RECEIVABLE_AFTER_DAYS } from '@/domain/money-dashboard';
import { loadPaymentRules } from './payment-settings';
import { readLedgers } from './order-ledger';

const day = (date: string) => new Date(`${date}T00:00:00Z`);

export async function moneyDashboard(db: Db, now = new Date()) {
  const today = businessClock(now).date;
  const weekStart = businessInstant(mondayOf(today), 0);
  const ledgers = await readLedgers(
    db,
    {
      OR: [
        {
          deliveryDate: { in: [day(today), day(addDays(today, 1))] },
          status: { not: 'CANCELLED' },
        },
        {
          status: 'DELIVERED',
          deliveryDate: { lt: day(addDays(today, -RECEIVABLE_AFTER_DAYS)) },
        },
        {
          payments: {
            some: { kind: 'PAYMENT', createdAt: { gte: weekStart } },
          },
        },
      ],
    },
    await loadPaymentRules(db),
  );
  return figures(
    ledgers.map((l) => ({
      deliveryDate: l.money.deliveryDate,
      status: l.order.status,
      balanceCents: l.summary.balanceCents,
      rows: l.rows,
    })),
    { today, weekStart, dateOf: (instant) => businessClock(instant).date },
  );
}
