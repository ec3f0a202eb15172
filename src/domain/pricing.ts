// Quote pricing (spec sections 4, 5, 9), in integer cents. The browser uses these functions to
// show a live quote; the server uses the same ones on its own prices when a quote is saved.
import { QuoteUnit } from './enums';
import type { QuoteLineInput } from './quote-schema';
import { computeDeliveryFee, type DeliveryBand, type DeliveryFeeBreakdown, type DeliveryType } from './delivery-fee';
import { QUOTE_LIMITS } from './quote-limits';

export * from './delivery-fee';
export * from './quote-limits';

/** The units a customer can order in (each product is sold in some of them: see units.ts); pallet is the default. */
export const QUOTE_UNITS = Object.values(QuoteUnit);
export { QuoteUnit };
export const DEFAULT_QUOTE_UNIT: QuoteUnit = 'PALLET';

/** Parses whole numbers given as numbers or digit strings; anything else is null. */
function wholeNumber(raw: unknown): number | null {
  const value = typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** Any finite number given as a number or numeric text; null otherwise. */
function numericValue(raw: unknown): number | null {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Quantity is a whole number of at least 1; anything else (text, fractions, 0, negatives) becomes 1. */
export function normalizeQuantity(raw: unknown): number {
  const value = wholeNumber(raw);
  return value !== null && value >= 1 ? value : 1;
}

export function isQuoteUnit(value: unknown): value is QuoteUnit {
  return typeof value === 'string' && (QUOTE_UNITS as readonly string[]).includes(value);
}

/** A product's price-book entry. */
export interface PriceBookPrices {
  listPriceCents: number | null;
  salePriceCents: number | null;
}

/** What a customer pays per unit, and the list price to strike through while a sale is on. */
export interface ShelfPrice {
  priceCents: number;
  /** The list price when a lower sale price is in effect; null otherwise. */
  wasPriceCents: number | null;
}

const positiveCents = (cents: number | null | undefined): number | null => (typeof cents === 'number' && cents > 0 ? cents : null);

/**
 * THE price rule, used by every page, the calculator and the server when it saves a quote: the
 * sale price when one is set, else the list price. No price (no entry, nothing set, or $0.00) is
 * null: "call for price". Nothing is ever sold at $0.00 by a missing price.
 */
export function shelfPrice(prices: Partial<PriceBookPrices> | null | undefined): ShelfPrice | null {
  const list = positiveCents(prices?.listPriceCents);
  const price = positiveCents(prices?.salePriceCents) ?? list;
  if (price === null) return null;
  return { priceCents: price, wasPriceCents: list !== null && list > price ? list : null };
}

/** Unit price × quantity; the quantity is normalised first. */
export function lineTotalCents(unitPriceCents: number, quantity: unknown): number {
  return unitPriceCents * normalizeQuantity(quantity);
}

/** A line being built in the calculator, before it is priced: a line of the save schema with the calculator's own id. */
export type DraftLine = QuoteLineInput & { id: string };

/** What the picker holds: the raw quantity as typed. */
export interface LineCandidate {
  productId: string | null | undefined;
  quantity: unknown;
  unit: unknown;
}

/**
 * Whether the picker's line may be added: a product is chosen, the quantity is not 0 or less,
 * and the quote is not full. (Other bad quantities, such as text, are added as 1.)
 */
export function canAddLine(lines: readonly DraftLine[], candidate: LineCandidate): boolean {
  const numeric = numericValue(candidate.quantity);
  return Boolean(candidate.productId) && !(numeric !== null && numeric <= 0) && lines.length < QUOTE_LIMITS.maxLines;
}

/** The lines with the candidate appended (quantity normalised, unit defaulting to pallet), or unchanged if it may not be added. */
export function addLine(lines: readonly DraftLine[], candidate: LineCandidate, id: string): DraftLine[] {
  if (!canAddLine(lines, candidate)) return [...lines];
  const quantity = Math.min(normalizeQuantity(candidate.quantity), QUOTE_LIMITS.maxQuantity);
  const unit = isQuoteUnit(candidate.unit) ? candidate.unit : DEFAULT_QUOTE_UNIT;
  return [...lines, { id, productId: candidate.productId as string, quantity, unit }];
}

export function removeLine(lines: readonly DraftLine[], id: string): DraftLine[] {
  return lines.filter((line) => line.id !== id);
}

/** A line ready to price: its unit price and delivery type come from the product. */
export interface PricingLine {
  /** Normalised when priced (see normalizeQuantity). */
  quantity: unknown;
  unitPriceCents: number;
  deliveryType: DeliveryType;
}

export type PricedLine<L extends PricingLine> = L & { quantity: number; lineTotalCents: number };

export interface PricedQuote<L extends PricingLine> {
  lines: PricedLine<L>[];
  subtotalCents: number;
  deliveryFeeCents: number;
  /** How the delivery fee came about (round-trip miles, the band per type, which was charged). */
  delivery: DeliveryFeeBreakdown;
  totalCents: number;
}

/**
 * Prices a quote: each line's total, the subtotal, the delivery fee for the types present at
 * `oneWayMiles` (see computeDeliveryFee), and total = subtotal + fee. All integers, so the
 * total is exactly the sum of the shown line totals plus the shown fee.
 */
export function priceQuote<L extends PricingLine>(
  lines: readonly L[],
  bands: readonly DeliveryBand[],
  oneWayMiles: unknown,
): PricedQuote<L> {
  const priced = lines.map((line) => {
    const quantity = normalizeQuantity(line.quantity);
    return { ...line, quantity, lineTotalCents: line.unitPriceCents * quantity };
  });
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const delivery = computeDeliveryFee(
    bands,
    oneWayMiles,
    priced.map((line) => line.deliveryType),
  );
  return { lines: priced, subtotalCents, deliveryFeeCents: delivery.feeCents, delivery, totalCents: subtotalCents + delivery.feeCents };
}

export type Fulfilment = 'DELIVERY' | 'PICKUP';

/** What prices an order besides its lines: how it gets to the customer, the area's minimum, fees and tax. */
export interface OrderTerms {
  fulfilment: Fulfilment;
  /** One-way miles to the site (ignored for pickup). */
  oneWayMiles: number;
  /** The delivery area's minimum order (materials subtotal); null: none. Pickup has none. */
  minimumOrderCents: number | null;
  /** Charged on a delivery below the minimum; null: no such fee (the quote says it is below the minimum). */
  smallOrderFeeCents: number | null;
  /** Sales tax in basis points (8.25% = 825); 0 for a tax-exempt customer. */
  taxRateBasisPoints: number;
}

export interface PricedOrder<L extends PricingLine> extends PricedQuote<L> {
  fulfilment: Fulfilment;
  /** How much the materials fall short of the area's minimum for delivery (0 when they don't). */
  belowMinimumCents: number;
  smallOrderFeeCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
}

/** Basis points of an amount in cents, rounded half up to a cent: the only rounding of the tax. */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/**
 * Prices an order: the lines and delivery fee (priceQuote; pickup has no fee), the shortfall
 * below the area's minimum and the small-order fee if one is set, then sales tax on materials
 * and fees (Texas taxes delivery of taxable goods), each rounded once; total is their sum.
 */
export function priceOrder<L extends PricingLine>(lines: readonly L[], bands: readonly DeliveryBand[], terms: OrderTerms): PricedOrder<L> {
  const delivery = terms.fulfilment === 'DELIVERY';
  const quote = priceQuote(lines, bands, delivery ? terms.oneWayMiles : 0);
  const shortfall = delivery && terms.minimumOrderCents !== null && lines.length > 0 ? Math.max(0, terms.minimumOrderCents - quote.subtotalCents) : 0;
  const smallOrderFeeCents = shortfall > 0 && terms.smallOrderFeeCents !== null ? terms.smallOrderFeeCents : 0;
  const beforeTax = quote.subtotalCents + quote.deliveryFeeCents + smallOrderFeeCents;
  const taxCents = percentOfCents(beforeTax, terms.taxRateBasisPoints);
  return {
    ...quote,
    fulfilment: terms.fulfilment,
    belowMinimumCents: shortfall,
    smallOrderFeeCents,
    taxRateBasisPoints: terms.taxRateBasisPoints,
    taxCents,
    totalCents: beforeTax + taxCents,
  };
}

/** A quote's prices hold this many days after it is priced (see quoteRules). */
export function validUntil(pricedAt: Date, validDays: number): Date {
  return new Date(pricedAt.getTime() + validDays * 86_400_000);
}

export function isExpired(until: Date | null, now: Date): boolean {
  return until !== null && now.getTime() > until.getTime();
}
