// The rain day (issue 46): staff move every delivery of a date to another date in one action.
// Moved: deliveries not yet on the road (ACCEPTED: the customer's date, no window yet; SCHEDULED:
// window, truck and driver kept). Left, and reported: loads already out for delivery (on the
// road), and pickups (the customer comes to the yard; rain does not stop that). Delivered and
// cancelled orders are done. The new date follows the schedule move's rules: a real date, an
// open day (not a closed day or holiday), not before today on the business's calendar.
import '@/domain/zod';
import { z } from 'zod';
import { hoursOn, isCalendarDate, type Schedule } from './delivery-date';
import { text } from './input-schema';
import { ORDER_LIMITS } from './order-schema';
import type { OrderStatus } from './order-states';
import type { Fulfilment } from './pricing';

/** At most this many orders in one move (far above a day's loads). */
export const RAIN_DAY_MAX_ORDERS = 500;

export type RainDayFate = 'move' | 'onTheRoad' | 'pickup' | 'done';

/** What the move does with an order of the date. */
export function rainDayFate(order: { status: OrderStatus; fulfilment: Fulfilment }): RainDayFate {
  if (order.status === 'DELIVERED' || order.status === 'CANCELLED') return 'done';
  if (order.fulfilment === 'PICKUP') return 'pickup';
  return order.status === 'OUT_FOR_DELIVERY' ? 'onTheRoad' : 'move';
}

export type NewDateIssue = 'invalid' | 'same' | 'past' | 'closed';

/** Why the deliveries of `date` may not go to `newDate` (today: YYYY-MM-DD on the business's calendar), or null. */
export function newDateIssue(date: string, newDate: string, today: string, schedule: Schedule): NewDateIssue | null {
  if (!isCalendarDate(newDate)) return 'invalid';
  if (newDate === date) return 'same';
  if (newDate < today) return 'past';
  return hoursOn(newDate, schedule) ? null : 'closed';
}

const isoDate = text('orders:validation.date').regex(/^\d{4}-\d{2}-\d{2}$/, 'orders:validation.date');

export const rainDayPreviewInput = z.object({ date: isoDate, newDate: isoDate });
export type RainDayPreviewInput = z.infer<typeof rainDayPreviewInput>;

const reasonText = text('orders:validation.reason').trim().max(ORDER_LIMITS.reason, 'orders:validation.reasonTooLong');

export const rainDayMoveInput = rainDayPreviewInput
  .extend({
  /**
   * Staff's reason in their words, in English (`reason`) and in Spanish (`reasonEs`): each
   * customer reads the one in their order's language. Both empty: rain (a text of ours, in both).
   */
  reason: reasonText,
  reasonEs: reasonText.default(''),
  /** The orders the confirmation named, as they were then: if the day changed since, nothing moves. */
  orders: z
    .array(
      z.object({
        id: text('orders:validation.orderId').uuid('orders:validation.orderId'),
        version: z.number({ error: 'orders:validation.version' }).int('orders:validation.version').min(1, 'orders:validation.version'),
      }),
    )
    .min(1, 'orders:rainDay.errors.nothing')
    .max(RAIN_DAY_MAX_ORDERS, 'orders:rainDay.errors.tooMany'),
  })
  // A reason typed in one language only would reach the other language's customers as typed.
  .superRefine((input, ctx) => {
    if ((input.reason === '') !== (input.reasonEs === '')) ctx.addIssue({ code: 'custom', path: [input.reason === '' ? 'reason' : 'reasonEs'], message: 'orders:rainDay.errors.reasonBothLanguages' });
  });
export type RainDayMoveInput = z.infer<typeof rainDayMoveInput>;

/** The reason a customer reads, in their order's language; null: rain. */
export const movedReason = (input: Pick<RainDayMoveInput, 'reason' | 'reasonEs'>, lang: 'en' | 'es') => (lang === 'es' ? input.reasonEs : input.reason) || null;

/** Whether the orders the staff member confirmed are exactly the ones the date has to move now, at the same versions. */
export function sameOrders(confirmed: readonly { id: string; version: number }[], now: readonly { id: string; version: number }[]): boolean {
  if (confirmed.length !== now.length) return false;
  const versions = new Map(now.map((o) => [o.id, o.version]));
  return confirmed.every((o) => versions.get(o.id) === o.version) && new Set(confirmed.map((o) => o.id)).size === confirmed.length;
}

/** What a moved order's timeline event holds (its status unchanged): the dates, and staff's reason (null: rain). */
export interface MovedDetails {
  kind: 'moved';
  fromDate: string;
  date: string;
  reason: string | null;
  /** The reason in Spanish (null: rain, or a move recorded before both were asked). */
  reasonEs?: string | null;
}

/** The move an event records, or null for any other event (a change of state). */
export function movedDetails(details: unknown): MovedDetails | null {
  if (!details || typeof details !== 'object') return null;
  const d = details as Partial<Record<keyof MovedDetails, unknown>>;
  if (d.kind !== 'moved' || typeof d.fromDate !== 'string' || typeof d.date !== 'string') return null;
  return { kind: 'moved', fromDate: d.fromDate, date: d.date, reason: typeof d.reason === 'string' ? d.reason : null };
}
