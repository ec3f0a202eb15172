// The cancellation rule (the terms): a customer may cancel until 24 hours before the scheduled
// delivery. The delivery starts at its time window's start on the business's clock
// (America/Chicago); before a window is set, at the yard's opening time that day. The 24 hours
// are real elapsed hours, so they stay 24 across a daylight-saving change.
import { BUSINESS_TIME_ZONE, hoursOn, type Schedule } from './delivery-date';
import { canMove, type OrderStatus } from './order-states';

export const CANCEL_NOTICE_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

/** The minutes east of UTC of a time zone at an instant (Chicago: -360 in winter, -300 in summer). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60000);
}

/** The instant at which the business's clock shows `minutes` after midnight of `date` (YYYY-MM-DD). */
export function businessInstant(date: string, minutes: number, timeZone = BUSINESS_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = wall - offsetMinutes(wall, timeZone) * 60000;
  instant = wall - offsetMinutes(instant, timeZone) * 60000;
  return new Date(instant);
}

export interface CancellableOrder {
  status: OrderStatus;
  /** YYYY-MM-DD on the business's calendar. */
  deliveryDate: string;
  /** Minutes after midnight when the time window starts; null before staff schedule it. */
  windowStart: number | null;
}

/** The moment the delivery is due to start (see the file's comment). */
export function deliveryStart(order: Pick<CancellableOrder, 'deliveryDate' | 'windowStart'>, schedule: Schedule): Date {
  const minutes = order.windowStart ?? hoursOn(order.deliveryDate, { ...schedule, closedDates: [] })?.opens ?? 0;
  return businessInstant(order.deliveryDate, minutes, schedule.timeZone);
}

/** The last moment a customer may cancel. */
export function cancellationDeadline(order: Pick<CancellableOrder, 'deliveryDate' | 'windowStart'>, schedule: Schedule): Date {
  return new Date(deliveryStart(order, schedule).getTime() - CANCEL_NOTICE_HOURS * HOUR_MS);
}

export type CancelRefusal = 'state' | 'tooLate';

/** Why the customer may not cancel now ('state': already out, delivered or cancelled; 'tooLate': within 24 h), or null. */
export function customerCancelIssue(order: CancellableOrder, now: Date, schedule: Schedule): CancelRefusal | null {
  if (!canMove(order.status, 'CANCELLED', 'customer')) return 'state';
  return now.getTime() < cancellationDeadline(order, schedule).getTime() ? null : 'tooLate';
}

/**
 * Whether an e-mail about a quote may carry a fresh link to it when sent: not once its order is
 * cancelled (cancelling revokes its links; an e-mail queued before, or sent again by staff, must
 * not hand out a new one). `null`: the quote has no order yet.
 */
export const orderWarrantsLink = (status: OrderStatus | null) => status !== 'CANCELLED';
