// The money side of the back-office dashboard (issue 45), from orders' ledgers: deposits and
// prepayments taken this week, the balance to collect on today's and tomorrow's deliveries, and
// what delivered orders still owe more than 30 days after delivery. Integer cents.
import { addDays } from './delivery-date';
import type { OrderStatus } from './order-states';
import { standingRows, type LedgerRow } from './ledger';

export interface DashboardLedger {
  /** YYYY-MM-DD on the business calendar. */
  deliveryDate: string;
  status: OrderStatus;
  balanceCents: number;
  rows: readonly (LedgerRow & { createdAt: Date })[];
}

export interface Figure {
  cents: number;
  count: number;
}

/** Monday of the week `date` (YYYY-MM-DD) falls in. */
export function mondayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return addDays(date, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
}

/** Receivables are delivered orders that still owe this many days after their delivery date. */
export const RECEIVABLE_AFTER_DAYS = 30;

interface Clock {
  today: string;
  /** When this week began (Monday 00:00 on the business's clock). */
  weekStart: Date;
  /** The business calendar's date of an instant. */
  dateOf: (instant: Date) => string;
}

export function moneyDashboard(ledgers: readonly DashboardLedger[], { today, weekStart, dateOf }: Clock) {
  const tomorrow = addDays(today, 1);
  const oldest = addDays(today, -RECEIVABLE_AFTER_DAYS);
  const figure = (): Figure => ({ cents: 0, count: 0 });
  const result = {
    depositsThisWeek: figure(),
    collectToday: figure(),
    collectTomorrow: figure(),
    receivables: figure(),
  };
  const add = (into: Figure, cents: number) => {
    into.cents += cents;
    into.count += 1;
  };
  for (const ledger of ledgers) {
    // Paid before the delivery day, this week, and not taken back by a reversal.
    for (const row of standingRows(ledger.rows)) {
      if (row.kind === 'PAYMENT' && row.createdAt >= weekStart && dateOf(row.createdAt) < ledger.deliveryDate) add(result.depositsThisWeek, row.amountCents);
    }
    if (ledger.balanceCents <= 0 || ledger.status === 'CANCELLED') continue;
    if (ledger.deliveryDate === today) add(result.collectToday, ledger.balanceCents);
    else if (ledger.deliveryDate === tomorrow) add(result.collectTomorrow, ledger.balanceCents);
    if (ledger.status === 'DELIVERED' && ledger.deliveryDate < oldest) add(result.receivables, ledger.balanceCents);
  }
  return result;
}
