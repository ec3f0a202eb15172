// Customers accept their quotes and cancel their orders, from the account or through the
// e-mailed link (quote-links.ts). The server checks everything again: that the quote is theirs
// (or the link's), still open for acceptance at its prices (domain/quote-acceptance.ts: one that
// expired, that staff withdrew, or that carries member prices the account no longer has is
// re-priced first, as a new quote the customer sees before accepting), priced for the ZIP code it
// is delivered to (another ZIP is re-priced first too), unchanged since shown, and the date
// against the quote rules.
import type { Db } from '@/server/db/client';
import { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { deliveryDateIssue, earliestDeliveryDate } from '@/domain/delivery-date';
import { customerCancelIssue, cancellationDeadline } from '@/domain/order-cancellation';
import { leadHoursFor } from '@/domain/quote-terms';
import { acceptanceIssue, carriesMemberPrices, type AcceptanceIssue } from '@/domain/quote-acceptance';
import type { AcceptQuoteInput, CancelOrderInput } from '@/domain/order-schema';
import { loadQuoteRules } from './quote-rules';
import { loadBusinessFacts } from './business-settings';
import { memberTierOf } from './member-pricing';
import { getMyQuote, saveQuote } from './quote';
import { issueQuoteLink, revokeQuoteLinks } from './quote-links';
import { quoteForCaller, type QuoteAccess } from './quote-access';
import { customerMoney, paymentTerms } from './payments/customer-money';
import { readLedger } from './payments/order-ledger';
import { loadPaymentRules } from './payments/payment-settings';
import { applyOrderMove, noticeCustomer, notifyOrder, orderCoreSelect, quoteCustomerSelect, type OrderNotice } from './order-events';
import { acceptedDropSite, dropSiteColumns, dropSiteSelect, waiverDetails } from './drop-site';
import { movedDetails, type MovedDetails } from '@/domain/rain-day';
import { NotDeliveredReason } from '@/domain/enums';
import { customerSeesReschedule, type Reschedule } from '@/domain/order-schedule';

export type { QuoteAccess } from './quote-access';

const orderSelect = {
  ...orderCoreSelect,
  street: true,
  siteNotes: true,
  phone: true,
  cancelReason: true,
  ...dropSiteSelect,
} satisfies Prisma.OrderSelect;

const quoteSelect = {
  id: true,
  userId: true,
  version: true,
  language: true,
  fulfilment: true,
  zip: true,
  milesSource: true,
  deliveryMiles: true,
  totalCents: true,
  status: true,
  validUntil: true,
  requestedDate: true,
  installation: true,
  dropSite: true,
  ...quoteCustomerSelect,
  lines: { select: { productId: true, quantity: true, unit: true, unitType: true, regularUnitPriceCents: true }, orderBy: { position: 'asc' } },
  order: { select: orderSelect },
} satisfies Prisma.QuoteSelect;

type AccessibleQuote = Prisma.QuoteGetPayload<{ select: typeof quoteSelect }>;

/** The quote if this caller may see it; another customer's quote is NOT_FOUND, a bad link a clear refusal. */
const accessibleQuote = (db: Db, access: QuoteAccess, quoteId: string, now: Date): Promise<AccessibleQuote> => quoteForCaller(db, access, quoteId, quoteSelect, now);

function noticeFor(quote: AccessibleQuote): OrderNotice {
  return { ...noticeCustomer(quote), language: quote.language, quoteId: quote.id, fulfilment: quote.fulfilment };
}

const actorOf = (access: QuoteAccess, quote: AccessibleQuote) =>
  access.kind === 'account' ? { kind: 'customer' as const, id: access.userId } : { kind: 'link' as const, id: quote.userId };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A staff reschedule's timeline details (null for any other event). */
const scheduleOf = (details: unknown): Partial<Reschedule> | null => (details && typeof details === 'object' && 'fromDate' in details ? (details as Partial<Reschedule>) : null);

/** A scheduled delivery scheduled again with the same date and window (another truck or driver). */
function quietReschedule(details: unknown): boolean {
  const d = scheduleOf(details);
  return d !== null && !customerSeesReschedule({ fromDate: d.fromDate, date: d.date, fromWindowStart: d.fromWindowStart, windowStart: d.windowStart, fromWindowEnd: d.fromWindowEnd, windowEnd: d.windowEnd });
}

/** A scheduled delivery moved to another date by staff, read as a rain day's move reads ("moved from … to …"). */
function rescheduledDetails(details: unknown): MovedDetails | null {
  const d = scheduleOf(details);
  return d && typeof d.fromDate === 'string' && typeof d.date === 'string' && d.fromDate !== d.date ? { kind: 'moved', fromDate: d.fromDate, date: d.date, reason: null } : null;
}

/** Why the driver could not deliver, from a timeline event's details (null for any other event). */
function notDeliveredReason(details: unknown): NotDeliveredReason | null {
  const reason = details && typeof details === 'object' ? (details as { notDeliveredReason?: unknown }).notDeliveredReason : undefined;
  return typeof reason === 'string' && (Object.values(NotDeliveredReason) as string[]).includes(reason) ? (reason as NotDeliveredReason) : null;
}

export type AcceptResult =
  | { outcome: 'accepted'; orderId: string }
  /** Nothing accepted: a new quote at today's prices (or for the new ZIP code) to look at first. */
  | { outcome: 'repriced'; reason: RepriceReason; quoteId: string; totalCents: number; token: string | null };

type RepriceReason = AcceptanceIssue | 'zip';

/** The same lines priced again today, for this ZIP code and (if it can still be offered) date. */
async function repriceFor(db: Db, access: QuoteAccess, quote: AccessibleQuote, input: AcceptQuoteInput, reason: RepriceReason, now: Date): Promise<AcceptResult> {
  if (quote.lines.some((line) => line.productId === null)) throw new AppError('BAD_REQUEST', 'quote:errors.productUnavailable');
  // A caller's quote without an account is re-priced by staff on the phone.
  if (!quote.userId) throw await callUs(db, 'orders:errors.callToReprice');
  const userId = quote.userId;
  const rules = await loadQuoteRules(db);
  const leadHours = leadHoursFor(new Set(quote.lines.map((line) => line.unitType)), rules);
  const requestedDate = deliveryDateIssue(input.requestedDate, now, leadHours, rules.schedule) ? earliestDeliveryDate(now, leadHours, rules.schedule) : input.requestedDate;
  const delivery = quote.fulfilment === 'DELIVERY';
  const sameZip = input.zip === quote.zip;
  const fresh = await saveQuote(
    db,
    userId,
    {
      lines: quote.lines.map((line) => ({ productId: line.productId!, quantity: line.quantity, unit: line.unit })),
      fulfilment: quote.fulfilment,
      zip: delivery ? input.zip : quote.zip,
      // Miles the customer typed belong to the old address.
      typedMiles: delivery && sameZip && quote.milesSource === 'TYPED' ? quote.deliveryMiles : null,
      requestedDate,
      language: quote.language,
      installation: quote.installation,
    },
    now,
  );
  const token = access.kind === 'link' ? await issueQuoteLink(db, fresh.id, now) : null;
  return { outcome: 'repriced', reason, quoteId: fresh.id, totalCents: fresh.totalCents, token };
}

/** Why the quote is not open for acceptance at its prices, or null (domain/quote-acceptance.ts). */
async function acceptanceIssueOf(db: Db, quote: AccessibleQuote, now: Date) {
  const memberPriced = carriesMemberPrices(quote.lines);
  // The account's tier as the database has it now: a revoked approval withdraws its prices.
  const isMember = memberPriced && quote.userId !== null && (await memberTierOf(db, quote.userId)) !== null;
  return acceptanceIssue({ status: quote.status, validUntil: quote.validUntil, carriesMemberPrices: memberPriced }, isMember, now);
}

/**
 * Accepts a quote as an order for the date and address given. A quote not open for acceptance
 * (expired, withdrawn by staff, or at member prices the account no longer has), or a delivery to
 * another ZIP code, is re-priced instead (nothing accepted: the customer sees the new quote first).
 */
export async function acceptQuote(db: Db, access: QuoteAccess, input: AcceptQuoteInput, now = new Date()): Promise<AcceptResult> {
  const quote = await accessibleQuote(db, access, input.quoteId, now);
  if (quote.order) throw new AppError('CONFLICT', 'orders:errors.alreadyAccepted');
  const delivery = quote.fulfilment === 'DELIVERY';
  if (delivery && (input.street.length < 3 || input.city.length < 2 || !input.zip)) throw new AppError('BAD_REQUEST', 'orders:validation.addressRequired');
  // Where to drop, checked before anything else is done (a pickup has no drop site).
  const dropSite = delivery ? acceptedDropSite(input.dropSite, quote.dropSite) : null;
  const issue = await acceptanceIssueOf(db, quote, now);
  if (issue) return repriceFor(db, access, quote, input, issue, now);
  if (delivery && input.zip !== quote.zip) return repriceFor(db, access, quote, input, 'zip', now);
  if (input.expectedTotalCents !== quote.totalCents) throw new AppError('CONFLICT', 'orders:errors.quoteChanged');

  const rules = await loadQuoteRules(db);
  const dateIssue = deliveryDateIssue(input.requestedDate, now, leadHoursFor(new Set(quote.lines.map((l) => l.unitType)), rules), rules.schedule);
  if (dateIssue) throw new AppError('BAD_REQUEST', `quote:errors.date.${dateIssue}`);

  try {
    return await db.$transaction(async (tx) => {
      // Withdrawn meanwhile (staff's change bumps the version too): not accepted.
      const claimed = await tx.quote.updateMany({ where: { id: quote.id, version: quote.version, status: { not: 'EXPIRED' } }, data: { status: 'ACCEPTED', version: { increment: 1 } } });
      if (claimed.count === 0) throw new AppError('CONFLICT', 'orders:errors.quoteChanged');
      const order = await tx.order.create({
        data: {
          quoteId: quote.id,
          deliveryDate: new Date(`${input.requestedDate}T00:00:00Z`),
          street: delivery ? input.street : '',
          city: delivery ? input.city : '',
          zip: delivery ? input.zip : '',
          siteNotes: input.siteNotes,
          phone: input.phone,
          ...dropSiteColumns(dropSite, now),
        },
        select: { id: true },
      });
      await tx.orderEvent.create({ data: { orderId: order.id, toStatus: 'ACCEPTED', ...actorFields(actorOf(access, quote)), details: { date: input.requestedDate, ...waiverDetails(dropSite, now) } }, select: { id: true } });
      // The "accepted" e-mail says what deposit is due now, as the order page does: a customer who
      // reads only the e-mail would otherwise wait for a delivery that is not scheduled until it is paid.
      const { summary } = await readLedger(tx, order.id, await loadPaymentRules(tx));
      await notifyOrder(tx, order.id, { ...noticeFor(quote), depositDueCents: summary.depositOutstandingCents });
      return { outcome: 'accepted' as const, orderId: order.id };
    });
  } catch (error) {
    // Two acceptances at once: the second finds the order already made.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('CONFLICT', 'orders:errors.alreadyAccepted');
    throw error;
  }
}

/** A refusal that asks the customer to call: with the business's phone, or without it while none is set. */
async function callUs(db: Db, messageKey: string) {
  const { phone } = await loadBusinessFacts(db);
  return phone ? new AppError('BAD_REQUEST', messageKey, { phone }) : new AppError('BAD_REQUEST', `${messageKey}NoPhone`);
}

const actorFields = (actor: { kind: string; id: string | null }) => ({ actorKind: actor.kind, actorId: actor.id });

/** Cancels the order of a quote, if the cancellation rule still allows it; afterwards its links stop working. */
export async function cancelOrder(db: Db, access: QuoteAccess, input: CancelOrderInput, now = new Date()) {
  const quote = await accessibleQuote(db, access, input.quoteId, now);
  const order = quote.order;
  if (!order) throw new AppError('BAD_REQUEST', 'orders:errors.noOrder');
  const rules = await loadQuoteRules(db);
  const issue = customerCancelIssue({ status: order.status, deliveryDate: isoDay(order.deliveryDate), windowStart: order.windowStart }, now, rules.schedule);
  if (issue) throw await callUs(db, issue === 'tooLate' ? 'orders:errors.cancelTooLate' : 'orders:errors.cancelState');
  const reason = input.reason || null;
  await db.$transaction(async (tx) => {
    await applyOrderMove(tx, {
      order,
      to: 'CANCELLED',
      actor: actorOf(access, quote),
      data: { cancelReason: reason },
      details: { reason },
      notify: noticeFor(quote),
    });
    await revokeQuoteLinks(tx, quote.id, now);
  });
  return { cancelled: true };
}

/** The order of a quote as its customer sees it: state, address, timeline and whether it can still be cancelled online. */
export async function orderView(db: Db, access: QuoteAccess, quoteId: string, now = new Date()) {
  const quote = await accessibleQuote(db, access, quoteId, now);
  if (!quote.order) return null;
  const rules = await loadQuoteRules(db);
  const { id, version, ...order } = quote.order;
  const deliveryDate = isoDay(order.deliveryDate);
  // The customer's timeline reads changes of state, moves of date (the rain day) and why a delivery
  // could not be made; what staff and the driver record besides (the driver's name and account,
  // staff's reasons, the fee's attempt) stays in the back office.
  const events = (await db.orderEvent.findMany({ where: { orderId: id }, select: { toStatus: true, createdAt: true, details: true }, orderBy: { createdAt: 'asc' } }))
    // Staff changing only the truck or the driver of a scheduled delivery is not the customer's news.
    .filter(({ details }) => !quietReschedule(details))
    .map(({ details, ...event }) => ({
      ...event,
      details: movedDetails(details) ?? rescheduledDetails(details),
      notDelivered: notDeliveredReason(details),
    }));
  const cancelIssue = customerCancelIssue({ status: order.status, deliveryDate, windowStart: order.windowStart }, now, rules.schedule);
  return {
    ...order,
    version,
    deliveryDate,
    events,
    canCancel: cancelIssue === null,
    cancelDeadline: cancellationDeadline({ deliveryDate, windowStart: order.windowStart }, rules.schedule),
    businessPhone: (await loadBusinessFacts(db)).phone ?? '',
    money: await customerMoney(db, id),
  };
}

/** What accepting one of the caller's quotes would ask them to pay, and when (null once it is an order). */
export async function quoteTerms(db: Db, access: QuoteAccess, quoteId: string, now = new Date()) {
  const quote = await accessibleQuote(db, access, quoteId, now);
  return quote.order ? null : paymentTerms(db, quote, now);
}

/** What the e-mailed link shows: that quote and its order, nothing else of the account. */
export async function quoteByLink(db: Db, input: { quoteId: string; token: string }, now = new Date()) {
  const quote = await accessibleQuote(db, { kind: 'link', token: input.token }, input.quoteId, now);
  const [detail, order] = await Promise.all([getMyQuote(db, quote.userId, quote.id), orderView(db, { kind: 'link', token: input.token }, quote.id, now)]);
  return { quote: detail, order, terms: order ? null : await paymentTerms(db, quote, now) };
}
