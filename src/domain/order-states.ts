// An accepted quote becomes an order, which moves only along these arrows:
//   ACCEPTED → SCHEDULED → OUT_FOR_DELIVERY → DELIVERED, and CANCELLED (with a reason) from any
// state before the load leaves the yard; a scheduled order may be scheduled again (another date,
// window, truck or driver: a driver off sick). Staff make every move; a customer may only cancel, and
// only while the cancellation rule allows it (order-cancellation.ts). The order's driver (issue 46)
// takes the load out and delivers it, or brings it back to staff to reschedule ("could not
// deliver": SCHEDULED or OUT_FOR_DELIVERY → ACCEPTED, an arrow only the driver follows).

import { OrderStatus } from './enums';

export { OrderStatus };
export const ORDER_STATUSES = Object.values(OrderStatus);

/** Who asks for a move: a staff member in /admin, the customer (account or e-mailed link), or the order's driver. */
export type OrderActor = 'staff' | 'customer' | 'driver';

const ARROWS: Record<OrderStatus, readonly OrderStatus[]> = {
  ACCEPTED: ['SCHEDULED', 'CANCELLED'],
  SCHEDULED: ['SCHEDULED', 'OUT_FOR_DELIVERY', 'CANCELLED'],
  OUT_FOR_DELIVERY: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

/** The driver's arrows: on my way, delivered, and could not deliver (back to staff to reschedule). */
const DRIVER_ARROWS: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  SCHEDULED: ['OUT_FOR_DELIVERY', 'ACCEPTED'],
  OUT_FOR_DELIVERY: ['DELIVERED', 'ACCEPTED'],
};

/** The states an order may move to next, for this actor. */
export function nextStatuses(from: OrderStatus, actor: OrderActor): readonly OrderStatus[] {
  if (actor === 'driver') return DRIVER_ARROWS[from] ?? [];
  const arrows = ARROWS[from];
  return actor === 'staff' ? arrows : arrows.filter((to) => to === 'CANCELLED');
}

/** Whether the arrow from → to exists and this actor may follow it. */
export function canMove(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return nextStatuses(from, actor).includes(to);
}

/** An order that will not change any more. */
export const isFinal = (status: OrderStatus) => ARROWS[status].length === 0;

/** Why a staff move needs an override now: the load would leave the yard before its delivery date. */
export type EarlyMoveIssue = 'beforeDeliveryDate';

/**
 * Whether a staff move goes ahead of the order's date: OUT_FOR_DELIVERY before the delivery date
 * (both YYYY-MM-DD on the business's calendar). The service refuses it unless staff give a reason.
 */
export function earlyMoveIssue(to: OrderStatus, deliveryDate: string, today: string): EarlyMoveIssue | null {
  return to === 'OUT_FOR_DELIVERY' && today < deliveryDate ? 'beforeDeliveryDate' : null;
}

/**
 * The state a customer's list of quotes shows: once a quote is an order, the order's (a cancelled
 * order's quote reads Cancelled, a delivered one Delivered), else the quote's own.
 */
export function shownQuoteStatus<Q extends string>(quote: Q, order: OrderStatus | null): Q | OrderStatus {
  return order ?? quote;
}
