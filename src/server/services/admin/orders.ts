// The orders board, day view and delivery tickets of the back office (issue 22). Staff moves go
// along the state machine's arrows only (src/domain/order-states.ts), each checked against the
// order's version (two staff moving one order at once: one wins, the other is told), written to
// the order's timeline and the audit log, and e-mailed to the customer in the quote's language.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { env } from '@/config/env.mjs';
import { AppError } from '@/server/errors';
import { canMove, earlyMoveIssue, type OrderStatus } from '@/domain/order-states';
import { customerSeesReschedule, isOverbooked, isTimeWindow, loadTotals, sumLoads } from '@/domain/order-schedule';
import { businessClock, hoursOn, isCalendarDate } from '@/domain/delivery-date';
import type { MoveOrderInput } from '@/domain/order-schema';
import { translate } from '@/server/i18n/translate';
import type { Lang } from '@/i18n/languages';
import { loadQuoteRules } from '@/server/services/quote-rules';
import { applyOrderMove, noticeCustomer, orderCoreSelect, quoteCustomer, quoteCustomerSelect } from '@/server/services/order-events';
import { revokeQuoteLinks } from '@/server/services/quote-links';
import { dropSiteSelect } from '@/server/services/drop-site';
import { recordAudit } from './audit';
import { truckForSchedule } from './trucks';
import { driverForSchedule } from './drivers';
import { driverName } from '@/domain/driver-assignment';
import { truckDays, type LoadLine } from '@/domain/truck-loads';
import { depositBlocksScheduling } from '@/domain/ledger';
import { loadPaymentRules } from '@/server/services/payments/payment-settings';
import { issueInvoice } from '@/server/services/documents/issue';
import { getLedger, readLedger, readLedgers } from '@/server/services/payments/order-ledger';
import { deliveryProofs } from '@/server/services/delivery-proofs';
import { addressMapUrl } from '@/domain/delivery-address';


const boardSelect = {
  ...orderCoreSelect,
  createdAt: true,
  quote: { select: { id: true, totalCents: true, language: true, fulfilment: true, ...quoteCustomerSelect } },
  /** Who delivers it (issue 46). */
  driver: { select: { id: true, name: true, email: true } },
  /** Return-trip fees charged so far: an order back from a missed delivery says so on the board. */
  returnTripFeeCents: true,
  _count: { select: { attempts: { where: { outcome: 'NOT_DELIVERED' } } } },
} satisfies Prisma.OrderSelect;

/** Open orders (by date) and the last 30 days of delivered and cancelled ones, for the board's columns. */
export async function listOrders(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const rows = await db.order.findMany({
    where: { OR: [{ status: { in: ['ACCEPTED', 'SCHEDULED', 'OUT_FOR_DELIVERY'] } }, { updatedAt: { gte: since } }] },
    select: boardSelect,
    orderBy: [{ deliveryDate: 'asc' }, { windowStart: 'asc' }, { createdAt: 'asc' }],
    take: 500,
  });
  return rows.map((row) => ({ ...row, customer: quoteCustomer(row.quote), driver: shownDriver(row.driver) }));
}

/** The driver as staff read them: their name, else their e-mail. */
const shownDriver = (driver: { id: string; name: string | null; email: string } | null) => driver && { id: driver.id, name: driverName(driver) };

export const ticketSelect = {
  ...boardSelect,
  street: true,
  siteNotes: true,
  phone: true,
  cancelReason: true,
  ...dropSiteSelect,
  quote: {
    select: {
      id: true,
      totalCents: true,
      subtotalCents: true,
      deliveryFeeCents: true,
      taxCents: true,
      language: true,
      fulfilment: true,
      installation: true,
      ...quoteCustomerSelect,
      lines: { select: { productId: true, productName: true, quantity: true, unit: true, unitType: true, product: { select: { nameEn: true, nameEs: true } } }, orderBy: { position: 'asc' } },
    },
  },
  events: { select: { fromStatus: true, toStatus: true, actorKind: true, actorId: true, details: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
  /** The truck it rides on (issue 46) with what one load may carry, for the day view's warnings. */
  assignedTruck: { select: { id: true, name: true, palletCapacity: true, yardTenths: true, tonTenths: true, active: true } },
} satisfies Prisma.OrderSelect;

type TicketRow = Prisma.OrderGetPayload<{ select: typeof ticketSelect }>;

/** A search link for the address (any map site opens it; the site embeds no map here). */
export function mapLink(order: Pick<TicketRow, 'street' | 'city' | 'zip'>): string | null {
  return addressMapUrl(order);
}

/**
 * An order as staff read it: each line named in the staff member's language (the product's name
 * now, else the name saved on the line when the product is gone), whatever the customer's.
 */
export function withLoads(order: TicketRow, lang: Lang) {
  const lines = order.quote.lines.map(({ product, ...line }) => ({ ...line, productName: (product && (lang === 'es' ? product.nameEs : product.nameEn)) || line.productName }));
  return {
    ...order,
    quote: { ...order.quote, lines },
    customer: quoteCustomer(order.quote),
    driver: shownDriver(order.driver),
    deliveryDate: order.deliveryDate.toISOString().slice(0, 10),
    loads: loadTotals(lines),
    mapUrl: mapLink(order),
  };
}

/** One order with everything its ticket and detail show, in the staff member's language. */
export async function getOrder(db: Db, id: string, lang: Lang = 'en') {
  const order = await db.order.findUnique({ where: { id }, select: ticketSelect });
  if (!order) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
  // The ledger's balance rides along: the ticket shows what to collect, the move form the deposit.
  const { summary } = await getLedger(db, id);
  // What the driver's phone reported (issue 46): photos, signature, who, when, where, the fee.
  return { ...withLoads(order, lang), money: summary, proofs: await deliveryProofs(db, id) };
}

/** The deliveries of a date in time-window order, with the day's loads and whether it is overbooked. */
export async function dayView(db: Db, date: string, lang: Lang = 'en') {
  if (!isCalendarDate(date)) throw new AppError('BAD_REQUEST', 'orders:validation.date');
  const rows = await db.order.findMany({
    where: { deliveryDate: new Date(`${date}T00:00:00Z`), status: { not: 'CANCELLED' } },
    select: ticketSelect,
    orderBy: [{ windowStart: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
  });
  // What to collect at each stop, and whether pallets coming back are credited.
  const rules = await loadPaymentRules(db);
  const ledgers = new Map((await readLedgers(db, { id: { in: rows.map((row) => row.id) } }, rules)).map((l) => [l.order.id, { ...l.summary, pallets: l.money.pallets }]));
  const orders = rows.map((row) => ({ ...withLoads(row, lang), money: ledgers.get(row.id)! }));
  const deliveries = orders.filter((o) => o.quote.fulfilment === 'DELIVERY').length;
  const capacity = env.DELIVERY_LOADS_PER_DAY;
  // Each truck's loads (one per time window) with its warnings; deliveries not on a truck totalled apart.
  const deliveryOrders = orders.filter((o) => o.quote.fulfilment === 'DELIVERY');
  const dayTrucks = [...new Map(deliveryOrders.flatMap((o) => (o.assignedTruck ? [[o.assignedTruck.id, o.assignedTruck] as const] : []))).values()].sort((a, b) => a.name.localeCompare(b.name));
  const stops = deliveryOrders.map((o) => ({ orderId: o.id, truckId: o.assignedTruck?.id ?? null, windowStart: o.windowStart, windowEnd: o.windowEnd, lines: o.quote.lines.map((l): LoadLine => ({ ...l, material: l.productId ?? `name:${l.productName}`, name: l.productName })) }));
  const withoutTruck = deliveryOrders.filter((o) => !o.assignedTruck);
  const trucks = { days: truckDays(dayTrucks, stops), withoutTruck: { deliveries: withoutTruck.length, totals: sumLoads(withoutTruck.map((o) => o.loads)) } };
  return { date, orders, trucks, totals: sumLoads(orders.map((o) => o.loads)), deliveries, capacity, overbooked: isOverbooked(deliveries, capacity), creditReturnedPallets: rules.creditReturnedPallets };
}

/**
 * Moves an order along one arrow. SCHEDULED needs an open day and one of the time windows (and
 * takes the truck, the driver and a note); CANCELLED needs a reason. Staff may schedule on any open day from
 * today (the lead time is theirs to judge). OUT_FOR_DELIVERY before the order's date (on Chicago's
 * calendar) is refused unless staff give the reason it leaves early (kept on the timeline and audit).
 */
export async function moveOrder(db: Db, actorId: string, input: MoveOrderInput, now = new Date()) {
  const rules = await loadQuoteRules(db);
  const paymentRules = await loadPaymentRules(db);
  return db.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id: input.id },
      select: { id: true, status: true, version: true, deliveryDate: true, windowStart: true, windowEnd: true, truck: true, driverId: true, quote: { select: { id: true, language: true, fulfilment: true, ...quoteCustomerSelect } } },
    });
    if (!order) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
    if (order.version !== input.version) throw new AppError('CONFLICT', 'orders:errors.conflict');
    const from = order.status as OrderStatus;
    if (!canMove(from, input.to, 'staff')) {
      const status = (s: OrderStatus) => translate('en', `orders:status.${s}`);
      throw new AppError('BAD_REQUEST', 'orders:errors.move', { from: status(from), to: status(input.to) });
    }
    let data: Prisma.OrderUncheckedUpdateManyInput = {};
    const details: Record<string, string | number | null> = {};
    const deliveryDate = order.deliveryDate.toISOString().slice(0, 10);
    // Every move is e-mailed, except a schedule changed only in its truck, driver or note.
    let customerToldAgain = true;
    if (earlyMoveIssue(input.to, deliveryDate, businessClock(now, rules.schedule.timeZone).date)) {
      if (!input.overrideReason) throw new AppError('BAD_REQUEST', 'orders:errors.tooEarly', { date: deliveryDate });
      details.overrideReason = input.overrideReason;
    }
    if (input.to === 'SCHEDULED') {
      const date = input.deliveryDate;
      if (!date || input.windowStart === undefined || input.windowEnd === undefined || !isTimeWindow(input.windowStart, input.windowEnd)) {
        throw new AppError('BAD_REQUEST', 'orders:errors.scheduleNeeds');
      }
      if (!isCalendarDate(date) || !hoursOn(date, rules.schedule)) throw new AppError('BAD_REQUEST', 'quote:errors.date.closed');
      // Today on the business's calendar may still be scheduled (in Magnolia's evening it is already tomorrow in UTC).
      if (date < businessClock(now, rules.schedule.timeZone).date) throw new AppError('BAD_REQUEST', 'quote:errors.date.tooSoon');
      const truck = await truckForSchedule(tx, order.quote.fulfilment, input.truckId);
      const driver = await driverForSchedule(tx, order.quote.fulfilment, input.driverId);
      if (from === 'SCHEDULED') {
        // Scheduled again: what the customer was told (the date, the window) is kept on the timeline.
        Object.assign(details, { fromDate: deliveryDate, fromWindowStart: order.windowStart, fromWindowEnd: order.windowEnd, fromDriverId: order.driverId });
        customerToldAgain = customerSeesReschedule({ fromDate: deliveryDate, date, fromWindowStart: order.windowStart, windowStart: input.windowStart, fromWindowEnd: order.windowEnd, windowEnd: input.windowEnd });
      }
      data = { deliveryDate: new Date(`${date}T00:00:00Z`), windowStart: input.windowStart, windowEnd: input.windowEnd, truck: input.truck ?? '', truckId: truck?.id ?? null, driverId: driver?.id ?? null };
      Object.assign(details, {
        date,
        windowStart: input.windowStart,
        windowEnd: input.windowEnd,
        truck: input.truck ?? '',
        truckId: truck?.id ?? null,
        truckName: truck?.name ?? null,
        driverId: driver?.id ?? null,
        driverName: driver?.name ?? null,
      });
      // A required deposit not yet paid holds the schedule, unless staff say why it may go ahead
      // (asked when it is first scheduled, not again when it is moved).
      const { summary } = await readLedger(tx, order.id, paymentRules);
      if (from !== 'SCHEDULED' && depositBlocksScheduling(summary)) {
        if (!input.depositOverrideReason) throw new AppError('BAD_REQUEST', 'orders:payments.errors.depositUnpaid');
        Object.assign(details, { depositOverrideReason: input.depositOverrideReason, depositOutstandingCents: summary.depositOutstandingCents });
      }
    }
    if (input.to === 'CANCELLED') {
      if (!input.reason) throw new AppError('BAD_REQUEST', 'orders:errors.reasonNeeded');
      data = { cancelReason: input.reason };
      details.reason = input.reason;
    }
    await applyOrderMove(tx, {
      order: { id: order.id, version: order.version, status: from },
      to: input.to,
      actor: { kind: 'staff', id: actorId },
      data,
      details,
      notify: { ...noticeCustomer(order.quote), ...(customerToldAgain ? {} : { to: null }), language: order.quote.language, quoteId: order.quote.id, fulfilment: order.quote.fulfilment },
    });
    if (input.to === 'CANCELLED') await revokeQuoteLinks(tx, order.quote.id);
    // Delivered: the numbered invoice, after the "delivered" e-mail in the order's thread (services/documents/issue.ts).
    if (input.to === 'DELIVERED') await issueInvoice(tx, order.id, (await readLedger(tx, order.id, paymentRules)).summary, now);
    await recordAudit(tx, { actorId, action: 'order.move', entityType: 'Order', entityId: order.id, before: { status: from, version: order.version }, after: { status: input.to, ...details } });
    return tx.order.findUniqueOrThrow({ where: { id: order.id }, select: { id: true, status: true, version: true } });
  });
}
