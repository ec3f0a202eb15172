// The rain day (issue 46): staff move every delivery of a date to another date in one action
// (which orders move and which stay: src/domain/rain-day.ts). The preview says what would move
// and who would be told; the move takes the preview's orders and versions, locks the date's
// open orders, and refuses if they are not exactly those any more (someone scheduled, moved or
// sent one out meanwhile: the staff member checks again). In one transaction each order gets
// the new date (window, truck and driver kept) and a version, a timeline event ('moved', the
// status unchanged) and an e-mail in its quote's language in the order's thread; the whole move
// is audited once.
import { env } from '@/config/env.mjs';
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { businessClock, isCalendarDate } from '@/domain/delivery-date';
import { cancellationDeadline } from '@/domain/order-cancellation';
import { isOverbooked } from '@/domain/order-schedule';
import { movedReason, newDateIssue, rainDayFate, sameOrders, type MovedDetails, type NewDateIssue, type RainDayMoveInput, type RainDayPreviewInput } from '@/domain/rain-day';
import type { OrderStatus } from '@/domain/order-states';
import type { Lang } from '@/i18n/languages';
import { enqueueEmails, type AnyOutboxMessage } from '@/server/email/outbox';
import { quoteCustomer, quoteCustomerSelect } from '@/server/services/order-events';
import { loadQuoteRules } from '@/server/services/quote-rules';
import { recordAudit } from './audit';

type Tx = Prisma.TransactionClient;

const OPEN: OrderStatus[] = ['ACCEPTED', 'SCHEDULED', 'OUT_FOR_DELIVERY'];

const rainDaySelect = {
  id: true,
  status: true,
  version: true,
  windowStart: true,
  windowEnd: true,
  phone: true,
  quote: { select: { id: true, language: true, fulfilment: true, ...quoteCustomerSelect } },
} satisfies Prisma.OrderSelect;

type DayOrder = Prisma.OrderGetPayload<{ select: typeof rainDaySelect }>;

const ISSUE_KEYS: Record<NewDateIssue, string> = {
  invalid: 'orders:rainDay.errors.invalid',
  same: 'orders:rainDay.errors.same',
  past: 'orders:rainDay.errors.past',
  closed: 'orders:rainDay.errors.closed',
};

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** The rules in force, once the dates are right: the new date an open day, not past, not the same. */
async function checkedDates(db: Db, input: RainDayPreviewInput, now: Date) {
  if (!isCalendarDate(input.date)) throw new AppError('BAD_REQUEST', 'orders:validation.date');
  const rules = await loadQuoteRules(db);
  const issue = newDateIssue(input.date, input.newDate, businessClock(now, rules.schedule.timeZone).date, rules.schedule);
  if (issue) throw new AppError('BAD_REQUEST', ISSUE_KEYS[issue]);
  return rules;
}

/** The date's open orders, in time-window order. */
function openOrdersOf(db: Tx | Db, date: string) {
  return db.order.findMany({
    where: { deliveryDate: day(date), status: { in: OPEN } },
    select: rainDaySelect,
    orderBy: [{ windowStart: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
  });
}

function stop(order: DayOrder) {
  const customer = quoteCustomer(order.quote);
  return { id: order.id, version: order.version, quoteId: order.quote.id, status: order.status, windowStart: order.windowStart, windowEnd: order.windowEnd, name: customer.name, email: customer.email, phone: order.phone || customer.phone };
}

/** What a move of these orders does: who moves (and is told, or must be called), what stays, and the new date's count. */
async function plan(db: Tx | Db, rows: DayOrder[], newDate: string) {
  const fates = rows.map((order) => ({ order, fate: rainDayFate({ status: order.status, fulfilment: order.quote.fulfilment }) }));
  const of = (fate: string) => fates.filter((f) => f.fate === fate).map((f) => f.order);
  const move = of('move');
  const onNewDate = await db.order.count({ where: { deliveryDate: day(newDate), status: { not: 'CANCELLED' }, quote: { fulfilment: 'DELIVERY' } } });
  const deliveries = onNewDate + move.length;
  const capacity = env.DELIVERY_LOADS_PER_DAY;
  const moved = move.map(stop);
  return {
    orders: moved,
    move,
    /** Customers e-mailed: one e-mail per order, one customer per address. */
    customers: new Set(moved.flatMap((o) => (o.email ? [o.email.toLowerCase()] : []))).size,
    /** Orders whose customer has no e-mail address: staff call them. */
    withoutEmail: moved.filter((o) => !o.email),
    onTheRoad: of('onTheRoad').map(stop),
    pickups: of('pickup').map(stop),
    newDay: { deliveries, capacity, overbooked: isOverbooked(deliveries, capacity) },
  };
}

/** What moving the date's deliveries would do (nothing is changed); a bad new date is refused. */
export async function rainDayPreview(db: Db, input: RainDayPreviewInput, now = new Date()) {
  await checkedDates(db, input, now);
  const { move: _, ...preview } = await plan(db, await openOrdersOf(db, input.date), input.newDate);
  return { date: input.date, newDate: input.newDate, ...preview };
}

/** Moves the date's deliveries (those the preview named, at their versions) to the new date; see the file's comment. */
export async function moveRainDay(db: Db, actorId: string, input: RainDayMoveInput, now = new Date()) {
  const rules = await checkedDates(db, input, now);
  return db.$transaction(async (tx) => {
    // Locked in id order (two moves at once never deadlock); a staff move of one of them waits, then finds a new version.
    await tx.$queryRaw`SELECT id FROM "Order" WHERE "deliveryDate" = ${input.date}::date AND status::text IN ('ACCEPTED', 'SCHEDULED', 'OUT_FOR_DELIVERY') ORDER BY id FOR UPDATE`;
    const result = await plan(tx, await openOrdersOf(tx, input.date), input.newDate);
    const { move } = result;
    if (move.length === 0) throw new AppError('BAD_REQUEST', 'orders:rainDay.errors.nothing');
    if (!sameOrders(input.orders, move)) throw new AppError('CONFLICT', 'orders:rainDay.errors.changed');
    const ids = move.map((o) => o.id);
    const reason = movedReason(input, 'en');
    await tx.order.updateMany({ where: { id: { in: ids } }, data: { deliveryDate: day(input.newDate), version: { increment: 1 } } });
    const details: MovedDetails = { kind: 'moved', fromDate: input.date, date: input.newDate, reason, reasonEs: movedReason(input, 'es') };
    await tx.orderEvent.createMany({ data: move.map((o) => ({ orderId: o.id, fromStatus: o.status, toStatus: o.status, actorKind: 'staff', actorId, details: { ...details } })) });
    const emails = move.flatMap((o): AnyOutboxMessage[] => {
      const { name, email } = quoteCustomer(o.quote);
      if (!email) return [];
      const deadline = cancellationDeadline({ deliveryDate: input.newDate, windowStart: o.windowStart }, rules.schedule);
      const payload = { quoteId: o.quote.id, name, fromDate: input.date, deliveryDate: input.newDate, windowStart: o.windowStart, windowEnd: o.windowEnd, reason: movedReason(input, o.quote.language as Lang), cancelUntil: deadline > now ? deadline.toISOString() : null };
      return [{ to: email, template: 'order-moved', language: o.quote.language as Lang, payload, thread: `order:${o.id}` }];
    });
    await enqueueEmails(tx, emails);
    await recordAudit(tx, {
      actorId,
      action: 'order.rainDay',
      entityType: 'DeliveryDay',
      entityId: input.date,
      before: { date: input.date, orders: ids },
      after: { date: input.newDate, reason, reasonEs: details.reasonEs, moved: ids.length, emailed: emails.length, onTheRoad: result.onTheRoad.map((o) => o.id), pickups: result.pickups.map((o) => o.id) },
    });
    const { move: _, ...summary } = result;
    return { date: input.date, newDate: input.newDate, ...summary, orders: summary.orders.map((o) => ({ ...o, version: o.version + 1 })), emailed: emails.length };
  });
}
