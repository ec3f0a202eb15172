// The orders side of the back-office dashboard (issue 22): today's and tomorrow's deliveries on
// the business calendar (America/Chicago), quotes awaiting acceptance, and quote-to-order
// conversion over the last 30 days.
import type { Db } from '@/server/db/client';
import { addDays, businessClock } from '@/domain/delivery-date';
import { conversionPercent } from '@/domain/order-schedule';
import { moneyDashboard } from '@/server/services/payments/money-dashboard';

const DAY_MS = 86_400_000;

export async function orderDashboard(db: Db, now = new Date()) {
  const today = businessClock(now).date;
  const tomorrow = addDays(today, 1);
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const deliveriesOn = (date: string) => db.order.count({ where: { deliveryDate: new Date(`${date}T00:00:00Z`), status: { not: 'CANCELLED' } } });
  const [todayCount, tomorrowCount, awaiting, quotes, orders, money] = await Promise.all([
    deliveriesOn(today),
    deliveriesOn(tomorrow),
    // Sent to a customer, still within their validity, not accepted (the tile lists SENT quotes). A
    // customer's own saved quote is a draft: it waits on no one, so it is not counted.
    db.quote.count({ where: { status: 'SENT', order: null, OR: [{ validUntil: null }, { validUntil: { gt: now } }] } }),
    db.quote.count({ where: { createdAt: { gte: since } } }),
    db.order.count({ where: { quote: { createdAt: { gte: since } } } }),
    moneyDashboard(db, now),
  ]);
  return { today, tomorrow, todayCount, tomorrowCount, awaiting, quotes, orders, conversionPercent: conversionPercent(orders, quotes), money };
}
