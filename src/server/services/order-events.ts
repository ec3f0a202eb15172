// One move of an order, written the same way by every door (account, e-mailed link, back
// office): the order row (checked against its version, so of two people moving it at once one
// wins and the other is told), a timeline event, and the e-mail to the customer in the quote's
// language, all in the caller's transaction, so a failure leaves none of them.
import type { Prisma } from '@/server/db/generated/client';
import type { OrderStatus } from '@/domain/order-states';
import type { Fulfilment } from '@/domain/pricing';
import type { Lang } from '@/i18n/languages';
import { enqueueEmail } from '@/server/email/outbox';
import { AppError } from '@/server/errors';
import type { DeliveryReport, OrderEmail } from '@emails/registry';

type Tx = Prisma.TransactionClient;

/** The fields of an order every screen shows (the customer's order panel, the staff board). */
export const orderCoreSelect = {
  id: true,
  status: true,
  version: true,
  deliveryDate: true,
  windowStart: true,
  windowEnd: true,
  truck: true,
  city: true,
  zip: true,
} satisfies Prisma.OrderSelect;

/** Who moved the order: its customer (account or e-mailed link), staff, or its driver (issue 46). */
export type OrderActorKind = 'customer' | 'link' | 'staff' | 'driver';

export interface OrderMove {
  order: { id: string; version: number; status: OrderStatus };
  to: OrderStatus;
  actor: { kind: OrderActorKind; id: string | null };
  /** Fields the move sets (date, window, truck and driver, cancel reason). */
  data?: Prisma.OrderUncheckedUpdateManyInput;
  /** What the timeline shows of the move. */
  details?: Record<string, string | number | null>;
  /** Who is told, in which language. */
  notify: OrderNotice;
}

export interface OrderNotice {
  to: string | null;
  language: Lang;
  quoteId: string;
  name: string | null;
  fulfilment: Fulfilment;
  /** What the driver reported (issue 46): the delivery's photo, or why it could not be made. */
  delivery?: DeliveryReport;
  /** On acceptance: the deposit due before the delivery is scheduled (0 or absent: none). */
  depositDueCents?: number;
}

const emailSelect = { deliveryDate: true, windowStart: true, windowEnd: true, truck: true, cancelReason: true, status: true } as const;

/** Who a quote is for: its account, or the caller staff made it for (issue 22). */
export const quoteCustomerSelect = {
  user: { select: { name: true, email: true } },
  contactName: true,
  contactEmail: true,
  contactPhone: true,
} satisfies Prisma.QuoteSelect;

export function quoteCustomer(q: { user: { name: string | null; email: string } | null; contactName: string | null; contactEmail: string | null; contactPhone: string | null }) {
  return { name: q.user?.name ?? q.contactName, email: q.user?.email ?? q.contactEmail, phone: q.contactPhone };
}

/** The recipient of an order e-mail. */
export function noticeCustomer(q: Parameters<typeof quoteCustomer>[0]) {
  const { name, email } = quoteCustomer(q);
  return { to: email, name };
}

/** Tells the customer the order's new state (nothing when the quote has no e-mail address). */
export async function notifyOrder(tx: Tx, orderId: string, notice: OrderNotice) {
  if (!notice.to) return;
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: emailSelect });
  // One thread per order: "on its way" never arrives after "delivered", however quickly staff move it.
  await enqueueEmail(tx, { to: notice.to, template: 'order-status', language: notice.language, payload: orderEmail(order, notice), thread: `order:${orderId}` });
}

type EmailedOrder = Prisma.OrderGetPayload<{ select: typeof emailSelect }>;

/** What an order e-mail row stores: the order's state as it is now. */
function orderEmail(order: EmailedOrder, about: Pick<OrderNotice, 'quoteId' | 'name' | 'fulfilment' | 'delivery' | 'depositDueCents'>): OrderEmail {
  return {
    ...(about.delivery ? { delivery: about.delivery } : {}),
    ...(about.depositDueCents ? { depositDueCents: about.depositDueCents } : {}),
    quoteId: about.quoteId,
    name: about.name,
    status: order.status,
    fulfilment: about.fulfilment,
    deliveryDate: order.deliveryDate.toISOString().slice(0, 10),
    windowStart: order.windowStart,
    windowEnd: order.windowEnd,
    truck: order.truck,
    reason: order.cancelReason,
  };
}

/**
 * The payload an order e-mail is sent again with (the back office's resend): as stored, unless
 * the order was cancelled since, when the customer gets the cancellation instead (never an
 * earlier state of a cancelled order, nor a link to it).
 */
export async function resentOrderEmail(tx: Tx, stored: OrderEmail): Promise<OrderEmail> {
  if (stored.status === 'CANCELLED') return stored;
  const order = await tx.order.findUnique({ where: { quoteId: stored.quoteId }, select: emailSelect });
  return order?.status === 'CANCELLED' ? orderEmail(order, { ...stored, delivery: undefined }) : stored;
}

/** Moves the order if nobody moved it since it was read; CONFLICT otherwise. */
export async function applyOrderMove(tx: Tx, move: OrderMove) {
  const { order, to } = move;
  const updated = await tx.order.updateMany({
    where: { id: order.id, version: order.version, status: order.status },
    data: { ...move.data, status: to, version: { increment: 1 } },
  });
  if (updated.count === 0) throw new AppError('CONFLICT', 'orders:errors.conflict');
  await tx.orderEvent.create({
    data: { orderId: order.id, fromStatus: order.status, toStatus: to, actorKind: move.actor.kind, actorId: move.actor.id, details: move.details ?? {} },
    select: { id: true },
  });
  await notifyOrder(tx, order.id, move.notify);
}
