// Units a product is sold in and their prices (issue "A quote a customer can act on").
// The price book entry holds a product's base price: per square foot for grass, per cubic yard
// for bulk. Each unit says how much base it holds; a unit without prices of its own is priced from
// the base price by that conversion, rounded once to the cent (450 sq ft at $0.82 = $369.00).
import { parseMoney } from './admin-money';
import { QUOTE_UNITS, shelfPrice, type PriceBookPrices, type QuoteUnit, type ShelfPrice } from './pricing';

export const SALE_UNITS = QUOTE_UNITS;
export type SaleUnit = QuoteUnit;

export interface ProductUnitPrices {
  unit: SaleUnit;
  /** Base units in one of this unit, in hundredths: a pallet of 450 sq ft is 45000, a half yard 50. */
  baseHundredths: number;
  listPriceCents: number | null;
  salePriceCents: number | null;
}

/** Cents × hundredths, rounded half up to a whole cent: the only rounding of a derived price. */
export function scaleCents(cents: number, hundredths: number): number {
  return Math.floor((cents * hundredths + 50) / 100);
}

/** Whether the unit has prices of its own (otherwise it is derived from the base price). */
export const hasOwnPrice = (unit: Pick<ProductUnitPrices, 'listPriceCents' | 'salePriceCents'>) => unit.listPriceCents !== null || unit.salePriceCents !== null;

/** The price of one unit: its own prices if it has any, else the base price times its conversion. Null: call for price. */
export function unitShelfPrice(base: Partial<PriceBookPrices> | null | undefined, unit: ProductUnitPrices): ShelfPrice | null {
  if (hasOwnPrice(unit)) return shelfPrice(unit);
  const basePrice = shelfPrice(base);
  if (!basePrice) return null;
  const priceCents = scaleCents(basePrice.priceCents, unit.baseHundredths);
  if (priceCents <= 0) return null;
  return { priceCents, wasPriceCents: basePrice.wasPriceCents === null ? null : scaleCents(basePrice.wasPriceCents, unit.baseHundredths) };
}

/** The unit a product is sold in, or null when it is not sold in that unit. */
export function findUnit<U extends { unit: string }>(units: readonly U[], unit: string): U | null {
  return units.find((u) => u.unit === unit) ?? null;
}

/** What one unit covers, for "1 pallet = 450 sq ft": square feet (grass) or cubic yards (bulk), as a decimal string. */
export function baseAmount(unit: Pick<ProductUnitPrices, 'baseHundredths'>): string {
  const whole = Math.trunc(unit.baseHundredths / 100);
  const fraction = unit.baseHundredths % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** The most base units one unit may hold (100,000 sq ft or cubic yards). */
export const MAX_CONVERSION_HUNDREDTHS = 10_000_000;

/** Staff's "450" or "0.71" (base units in one unit) as hundredths, without a float; null: not a positive amount. */
export function parseConversion(text: string): number | null {
  const parsed = parseMoney(text);
  return parsed.ok && parsed.cents !== null && parsed.cents > 0 && parsed.cents <= MAX_CONVERSION_HUNDREDTHS ? parsed.cents : null;
}

