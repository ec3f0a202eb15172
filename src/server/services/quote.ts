// Saved quotes. The server is authoritative: it prices a quote from its own current prices and
// delivery bands, whatever the browser showed, and freezes the result as line snapshots.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { quoteDropSite } from './drop-site';
import { enforceRateLimits } from '@/server/rate-limit';
import { priceOrder, validUntil, type PricingLine } from '@/domain/pricing';
import { findUnit, type SaleUnit } from '@/domain/units';
import type { DeliveryType } from '@/domain/delivery-fee';
import { deliveryDateIssue, earliestDeliveryDate } from '@/domain/delivery-date';
import { shownQuoteStatus } from '@/domain/order-states';
import { deliveryMiles, leadHoursFor, maxTypedMiles, type QuoteRules } from '@/domain/quote-terms';
import { formatCents } from '@/lib/format';
import { deliveryEstimate } from './delivery-estimate';
import { loadQuoteRules } from './quote-rules';
import type { SaveQuoteInput } from '@/domain/quote-schema';
import { listActiveDeliveryBands } from './catalogue';
import { memberTierOf, priceLinesForMember } from './member-pricing';
import { enqueueQuoteSavedEmails } from './quote-saved-emails';
import { wakeOutboxWorker } from '@/server/email/wake';

/** Largest amount a cents column (PostgreSQL integer) holds. */
const MAX_CENTS = 2_147_483_647;

/** Saves are cheap to make; this only stops a script filling the table. */
const SAVE_LIMIT = { limit: 60, windowSeconds: 60 * 60 };

/** What pricing a line reads of its product, whoever saves the quote. */
export const pricingProductSelect = {
  id: true,
  isActive: true,
  nameEn: true,
  nameEs: true,
  unitType: true,
  priceBook: { select: { listPriceCents: true, salePriceCents: true } },
  units: { select: { unit: true, baseHundredths: true, listPriceCents: true, salePriceCents: true, memberPriceCents: true } },
  category: { select: { key: true } },
} satisfies Prisma.ProductSelect;

/** A quote's terms and figures as its page and its printed copy show them (with its lines, chosen by each reader). */
export const quoteFiguresSelect = {
  id: true,
  createdAt: true,
  status: true,
  language: true,
  deliveryMiles: true,
  subtotalCents: true,
  deliveryFeeCents: true,
  totalCents: true,
  feeBreakdown: true,
  fulfilment: true,
  zip: true,
  milesSource: true,
  requestedDate: true,
  smallOrderFeeCents: true,
  taxRateBasisPoints: true,
  taxCents: true,
  validUntil: true,
  installation: true,
} satisfies Prisma.QuoteSelect;

/**
 * The product and unit of a line to be quoted, as the server has them now, and the product's name
 * in the quote's language. A product unknown or withdrawn, or a unit it is not sold in, refuses
 * the whole quote.
 */
export function soldLine<P extends { isActive: boolean; nameEn: string; nameEs: string; units: readonly { unit: string }[] }>(
  byId: ReadonlyMap<string, P>,
  line: { productId: string; unit: SaleUnit },
  language: SaveQuoteInput['language'],
) {
  const product = byId.get(line.productId);
  if (!product || !product.isActive) throw new AppError('BAD_REQUEST', 'quote:errors.productUnavailable');
  const name = language === 'es' ? product.nameEs : product.nameEn;
  const unit = findUnit<P['units'][number]>(product.units, line.unit);
  if (!unit) throw new AppError('BAD_REQUEST', 'quote:errors.unitNotSold', { name });
  return { product, unit, name };
}

export interface SavedQuoteSummary {
  id: string;
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  createdAt: Date;
}

/** Where the order goes and at how many miles, checked on the server whatever the browser showed. */
export async function deliveryTerms(tx: Pick<Db, 'serviceArea' | 'closedDay' | 'businessSettings'>, input: SaveQuoteInput, rules: QuoteRules) {
  if (input.fulfilment === 'PICKUP') return { oneWayMiles: 0, milesSource: 'TYPED' as const, minimumOrderCents: null };
  const estimate = await deliveryEstimate(tx, input.zip!, input.language, rules);
  if (!estimate.area) throw new AppError('BAD_REQUEST', 'quote:errors.zipNotServed');
  if (estimate.outsideRadius || (input.typedMiles !== null && input.typedMiles > maxTypedMiles(rules))) {
    throw new AppError('BAD_REQUEST', 'quote:errors.outsideRadius');
  }
  // The ZIP code's estimate is the floor, whatever miles were typed (domain/quote-terms).
  const { miles: oneWayMiles, source: milesSource } = deliveryMiles(input.typedMiles, estimate.miles);
  if (oneWayMiles === null) throw new AppError('BAD_REQUEST', 'quote:errors.milesNeeded');
  return { oneWayMiles, milesSource, minimumOrderCents: estimate.area.minimumOrderCents };
}

type PricedOrder = ReturnType<typeof priceOrder>;

/** Refuses a priced quote below the area's minimum when no small-order fee is set, or beyond what a cents column holds. */
export function assertQuotable(priced: PricedOrder, rules: QuoteRules, language: SaveQuoteInput['language']) {
  if (priced.belowMinimumCents > 0 && rules.smallOrderFeeCents === null) {
    throw new AppError('BAD_REQUEST', 'quote:errors.belowMinimum', { missing: formatCents(priced.belowMinimumCents, language) });
  }
  if (priced.totalCents > MAX_CENTS || priced.lines.some((line) => line.lineTotalCents > MAX_CENTS)) {
    throw new AppError('BAD_REQUEST', 'quote:errors.tooLarge');
  }
}

/**
 * Checks the requested date against the lines' lead time and the opening days, finds the delivery
 * terms, prices the lines and refuses what cannot be quoted: the one pricing step of every save
 * (a customer's quote, a caller's quote).
 */
export async function priceForSave<L extends PricingLine>(
  tx: Pick<Db, 'serviceArea' | 'closedDay' | 'businessSettings'>,
  lines: L[],
  bands: Parameters<typeof priceOrder>[1],
  input: SaveQuoteInput,
  rules: QuoteRules,
  { taxExempt, now }: { taxExempt: boolean; now: Date },
) {
  const dateIssue = deliveryDateIssue(input.requestedDate, now, leadHoursFor(new Set(lines.map((l) => l.deliveryType)), rules), rules.schedule);
  if (dateIssue) throw new AppError('BAD_REQUEST', `quote:errors.date.${dateIssue}`);
  const delivery = await deliveryTerms(tx, input, rules);
  const priced = priceOrder(lines, bands, {
    fulfilment: input.fulfilment,
    oneWayMiles: delivery.oneWayMiles,
    minimumOrderCents: delivery.minimumOrderCents,
    smallOrderFeeCents: rules.smallOrderFeeCents,
    taxRateBasisPoints: taxExempt ? 0 : rules.taxRateBasisPoints,
  });
  assertQuotable(priced, rules, input.language);
  return { priced, delivery };
}

/** The figures a priced quote stores, whoever saves it (the customer, or staff for a caller). */
export function pricedQuoteData(
  priced: PricedOrder,
  delivery: Awaited<ReturnType<typeof deliveryTerms>>,
  input: Pick<SaveQuoteInput, 'language' | 'fulfilment' | 'zip' | 'requestedDate' | 'installation'>,
  rules: QuoteRules,
  now: Date,
) {
  return {
    // Installation is of sod: a quote without any keeps no request for it.
    installation: input.installation === true && priced.lines.some((line) => line.deliveryType === 'GRASS'),
    deliveryMiles: priced.delivery.oneWayMiles,
    subtotalCents: priced.subtotalCents,
    deliveryFeeCents: priced.deliveryFeeCents,
    totalCents: priced.totalCents,
    language: input.language,
    // A plain JSON object of numbers and strings (see DeliveryFeeBreakdown).
    feeBreakdown: priced.delivery as unknown as Prisma.InputJsonValue,
    fulfilment: input.fulfilment,
    zip: input.zip,
    milesSource: delivery.milesSource,
    requestedDate: new Date(`${input.requestedDate}T00:00:00Z`),
    smallOrderFeeCents: priced.smallOrderFeeCents,
    minimumOrderCents: delivery.minimumOrderCents,
    taxRateBasisPoints: priced.taxRateBasisPoints,
    taxCents: priced.taxCents,
    validUntil: validUntil(now, rules.validDays),
  };
}

/** A priced line as stored (its snapshot: name, unit and price as quoted). */
export function quoteLineData(
  line: { productId: string; productName: string; quantity: number; unit: SaleUnit; unitPriceCents: number; lineTotalCents: number; deliveryType: DeliveryType },
  position: number,
) {
  return {
    position,
    productId: line.productId,
    productName: line.productName,
    quantity: line.quantity,
    unit: line.unit,
    unitPriceCents: line.unitPriceCents,
    lineTotalCents: line.lineTotalCents,
    unitType: line.deliveryType,
  };
}

/**
 * Prices and stores a quote for `userId` as a DRAFT, in one transaction, from the server's own
 * figures: current unit prices of the (active) products, the delivery area and miles of the ZIP
 * code (or the miles typed), current active bands, the area's minimum, the requested date against
 * the lead time and opening days, and sales tax unless the account is tax-exempt. A line of an
 * unknown, inactive or unpriced product, or in a unit it is not sold in, refuses the whole quote.
 */
export async function saveQuote(db: Db, userId: string, input: SaveQuoteInput, now = new Date()): Promise<SavedQuoteSummary> {
  const productIds = [...new Set(input.lines.map((line) => line.productId))];
  const rules = await loadQuoteRules(db);

  const saved = await db.$transaction(async (tx) => {
    // Counted in the transaction: one commit a save, and a refused or failed save is not counted.
    await enforceRateLimits(tx, [{ key: `quote-save:user:${userId}`, ...SAVE_LIMIT }]);
    const [products, bands, user, tier] = await Promise.all([
      tx.product.findMany({ where: { id: { in: productIds } }, select: pricingProductSelect }),
      listActiveDeliveryBands(tx),
      tx.user.findUniqueOrThrow({ where: { id: userId }, select: { taxExempt: true } }),
      // Member pricing: the account's tier as the database has it now, never from the request.
      memberTierOf(tx, userId),
    ]);
    const byId = new Map(products.map((product) => [product.id, product]));
    const sold = input.lines.map((line) => ({ ...soldLine(byId, line, input.language), quantity: line.quantity }));
    const prices = priceLinesForMember(sold, tier);
    const lines = sold.map(({ product, unit, name, quantity }, i) => {
      const price = prices[i];
      if (!price) throw new AppError('BAD_REQUEST', 'quote:errors.callForPrice');
      return { productId: product.id, productName: name, quantity, unit: unit.unit, ...price, deliveryType: product.unitType };
    });

    const { priced, delivery } = await priceForSave(tx, lines, bands, input, rules, { taxExempt: user.taxExempt, now });

    // The quote, then its lines in one statement: two round trips (a nested create takes three).
    const data = pricedQuoteData(priced, delivery, input, rules, now);
    const quote = await tx.quote.create({
      data: { userId, status: 'DRAFT', ...data, contactPhone: input.phone || null },
      select: { id: true, subtotalCents: true, deliveryFeeCents: true, totalCents: true, createdAt: true },
    });
    await tx.quoteLine.createMany({
      data: priced.lines.map((line, position) => ({ quoteId: quote.id, ...quoteLineData(line, position), regularUnitPriceCents: line.regularUnitPriceCents })),
    });
    // The customer's copy and the staff's notice, sent by the outbox worker after this commits.
    await enqueueQuoteSavedEmails(tx, userId, { ...data, id: quote.id, createdAt: quote.createdAt, lines: priced.lines, phone: input.phone || null });
    return quote;
  });
  wakeOutboxWorker();
  return saved;
}

/** The customer's own quotes, newest first; `shownStatus` follows the order once the quote is one (a cancelled order: CANCELLED). */
export async function listMyQuotes(db: Db, userId: string) {
  const rows = await db.quote.findMany({
    where: { userId },
    select: { id: true, createdAt: true, totalCents: true, status: true, validUntil: true, order: { select: { status: true } } },
    orderBy: { createdAt: 'desc' },
    take: 200,
  });
  const quotes = rows.map(({ order, ...q }) => ({ ...q, shownStatus: shownQuoteStatus(q.status, order?.status ?? null) }));
  if (!quotes.length) return [];
  // Counted for these quotes only, from the (quoteId, position) index; Prisma's relation `_count`
  // would group every line of every quote before joining.
  const counts = await db.quoteLine.groupBy({ by: ['quoteId'], where: { quoteId: { in: quotes.map((q) => q.id) } }, _count: { _all: true } });
  const lines = new Map(counts.map((c) => [c.quoteId, c._count._all]));
  return quotes.map((q) => ({ ...q, _count: { lines: lines.get(q.id) ?? 0 } }));
}

/**
 * One of the customer's own quotes with its lines; someone else's (or none) is NOT_FOUND. A null
 * `userId` reads a caller's quote that no account has claimed yet (only its e-mailed link does).
 */
export async function getMyQuote(db: Db, userId: string | null, id: string) {
  const quote = await db.quote.findFirst({
    where: { id, userId },
    select: {
      ...quoteFiguresSelect,
      minimumOrderCents: true,
      // The phone given with the quote (a caller's, taken by staff): the accept form starts with it.
      contactPhone: true,
      // Where to drop, as staff took it on a caller's quote (issue 46): the accept form starts with it too.
      dropSite: true,
      lines: {
        select: { id: true, productName: true, quantity: true, unit: true, unitPriceCents: true, regularUnitPriceCents: true, lineTotalCents: true, unitType: true },
        orderBy: { position: 'asc' },
      },
    },
  });
  if (!quote) throw new AppError('NOT_FOUND', 'quote:errors.notFound');
  return { ...quote, dropSite: quoteDropSite(quote.dropSite) };
}

/**
 * A new quote with the same lines, delivery details and language as one of the customer's own,
 * priced at today's prices (how an expired quote is brought up to date; the old one stays as it
 * was). The date moves to the earliest offered when the old one can no longer be.
 */
export async function repriceMyQuote(db: Db, userId: string, id: string, now = new Date()): Promise<SavedQuoteSummary> {
  const old = await db.quote.findFirst({
    where: { id, userId },
    select: {
      language: true,
      fulfilment: true,
      zip: true,
      milesSource: true,
      deliveryMiles: true,
      installation: true,
      requestedDate: true,
      lines: { select: { productId: true, quantity: true, unit: true, unitType: true }, orderBy: { position: 'asc' } },
    },
  });
  if (!old) throw new AppError('NOT_FOUND', 'quote:errors.notFound');
  if (old.lines.some((line) => line.productId === null)) throw new AppError('BAD_REQUEST', 'quote:errors.productUnavailable');
  const lines = old.lines.map((line) => ({ productId: line.productId!, quantity: line.quantity, unit: line.unit }));
  const rules = await loadQuoteRules(db);
  // The kinds of material come with the lines' snapshots: no look-up of the products here (saveQuote reads them).
  const leadHours = leadHoursFor(new Set(old.lines.map((line) => line.unitType)), rules);
  const previous = old.requestedDate?.toISOString().slice(0, 10);
  const requestedDate =
    previous && !deliveryDateIssue(previous, now, leadHours, rules.schedule) ? previous : earliestDeliveryDate(now, leadHours, rules.schedule);
  return saveQuote(
    db,
    userId,
    {
      lines,
      fulfilment: old.fulfilment,
      zip: old.zip,
      typedMiles: old.fulfilment === 'DELIVERY' && old.milesSource === 'TYPED' ? old.deliveryMiles : null,
      requestedDate,
      language: old.language,
      installation: old.installation,
    },
    now,
  );
}
