// A driver's deliveries of one day (issue 46): only the orders assigned to them, in time-window
// order, each read as its printed ticket reads it (services/admin/orders.ts) with the ledger's
// balance to collect and the delivery attempts so far. What a driver does not need (the
// customer's e-mail, the timeline, the quote's prices) is left out.
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import type { Lang } from '@/i18n/languages';
import { addDays, businessClock, isCalendarDate } from '@/domain/delivery-date';
import { businessInstant } from '@/domain/order-cancellation';
import { quoteNumber } from '@/domain/quote-number';
import { ticketSelect, withLoads } from '@/server/services/admin/orders';
import { loadPaymentRules } from '@/server/services/payments/payment-settings';
import { readLedgers } from '@/server/services/payments/order-ledger';

const attemptSelect = {
  id: true,
  outcome: true,
  reason: true,
  happenedAt: true,
  receivedBy: true,
  leftOnSite: true,
  palletsReturned: true,
  note: true,
} as const;

/** `date` (YYYY-MM-DD) or, left out, today on the business's calendar. */
export async function driverDay(db: Db, driverId: string, date: string | undefined, lang: Lang, now = new Date()) {
  const day = date ?? businessClock(now).date;
  if (!isCalendarDate(day)) throw new AppError('BAD_REQUEST', 'orders:validation.date');
  const deliveryDate = new Date(`${day}T00:00:00Z`);
  // That day from midnight to midnight on the business's clock, for the attempts made on it.
  const during = { gte: businessInstant(day, 0), lt: businessInstant(addDays(day, 1), 0) };
  const rows = await db.order.findMany({
    // Their own stops of that day, and the ones they reported not delivered that day: the order
    // went back to the office (its driver cleared, perhaps since given to another day or driver),
    // and the phone says so on the day of the report instead of losing the stop.
    where: {
      status: { not: 'CANCELLED' },
      OR: [{ deliveryDate, driverId }, { attempts: { some: { driverId, outcome: 'NOT_DELIVERED', happenedAt: during } } }],
    },
    select: { ...ticketSelect, attempts: { select: attemptSelect, orderBy: { happenedAt: 'asc' } } },
    orderBy: [{ windowStart: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
  });
  const ids = rows.map((row) => row.id);
  const rules = await loadPaymentRules(db);
  const ledgers = new Map((await readLedgers(db, { id: { in: ids } }, rules)).map((l) => [l.order.id, l]));
  const stops = rows.map(({ attempts, ...row }) => {
    const order = withLoads(row, lang);
    const ledger = ledgers.get(row.id)!;
    // Reported not delivered and back with the office: shown as such, with nothing to act on.
    if (order.driver?.id !== driverId || row.deliveryDate.getTime() !== deliveryDate.getTime()) return { ...returnedStop(order), attempts };
    return {
      returned: false as const,
      orderId: order.id,
      number: quoteNumber(order.quote.id),
      status: order.status,
      version: order.version,
      windowStart: order.windowStart,
      windowEnd: order.windowEnd,
      customerName: order.customer.name,
      phone: order.phone,
      street: order.street,
      city: order.city,
      zip: order.zip,
      mapUrl: order.mapUrl,
      fulfilment: order.quote.fulfilment,
      installation: order.quote.installation,
      lines: order.quote.lines.map(({ productName, quantity, unit }) => ({ productName, quantity, unit })),
      loads: order.loads,
      siteNotes: order.siteNotes,
      dropLocation: order.dropLocation,
      dropGround: order.dropGround,
      dropNote: order.dropNote,
      gateWidthInches: order.gateWidthInches,
      overheadObstacles: order.overheadObstacles,
      softGround: order.softGround,
      waiverName: order.waiverName,
      waiverAcceptedAt: order.waiverAcceptedAt,
      dropPhotoId: order.dropPhotoId,
      dropPhotoWidths: order.dropPhotoWidths,
      /** What is left to collect (negative: owed back), the deposit still unpaid, and the whole pallets that may come back. */
      balanceCents: ledger.summary.balanceCents,
      depositOutstandingCents: ledger.summary.depositOutstandingCents,
      pallets: ledger.money.pallets,
      /** What each pallet brought back takes off the balance (0: the owner credits none), and the most it can take off. */
      palletCreditCents: rules.creditReturnedPallets ? rules.palletDepositCents : 0,
      palletCreditLeftCents: rules.creditReturnedPallets ? ledger.summary.palletCreditLeftCents : 0,
      attempts,
    };
  });
  // What "could not deliver" charges the customer, said on the form before the driver taps it.
  return { date: day, stops, returnTripFeeCents: rules.returnTripFeeCents };
}

/** A stop this driver could not deliver, now the office's to reschedule: who and where it was, no more. */
function returnedStop(order: ReturnType<typeof withLoads>) {
  return {
    returned: true as const,
    orderId: order.id,
    number: quoteNumber(order.quote.id),
    status: order.status,
    windowStart: null,
    windowEnd: null,
    customerName: order.customer.name,
    city: order.city,
  };
}

export type DriverDay = Awaited<ReturnType<typeof driverDay>>;
export type DriverStop = Extract<DriverDay['stops'][number], { returned: false }>;
export type ReturnedStop = Extract<DriverDay['stops'][number], { returned: true }>;
