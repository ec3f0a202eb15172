// Raising or lowering a category's prices by a percentage, in integer cents with one rounding.
import { MAX_MONEY_CENTS, salePriceIssue } from './admin-money';

export type PercentParse = { ok: true; basisPoints: number } | { ok: false; key: string };

/**
 * "5", "+2.5", "-10", "7.25%" → hundredths of a percent (500, 250, -1000, 725). Parsed from the
 * string so no float is involved. Lowering by more than 100% or raising by more than 1000% is refused.
 */
export function parsePercent(input: string): PercentParse {
  const text = input.trim().replace(/%$/, '').trim();
  const match = /^([+-]?)(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { ok: false, key: 'admin:validation.percentFormat' };
  const [, sign, whole = '0', fraction = ''] = match;
  const magnitude = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  const basisPoints = sign === '-' ? -magnitude : magnitude;
  if (basisPoints < -10_000 || basisPoints > 100_000) return { ok: false, key: 'admin:validation.percentRange' };
  if (basisPoints === 0) return { ok: false, key: 'admin:validation.percentZero' };
  return { ok: true, basisPoints };
}

/** cents × (1 + bp/10000), rounded once, half up. Exact: BigInt integer arithmetic only. */
export function applyPercent(cents: number, basisPoints: number): number {
  const numerator = BigInt(cents) * BigInt(10_000 + basisPoints);
  const denominator = 10_000n;
  // Half up for non-negative amounts (a price is never negative and bp >= -10000).
  return Number((2n * numerator + denominator) / (2n * denominator));
}

export interface PriceRow {
  productId: string;
  name: string;
  listPriceCents: number | null;
  salePriceCents: number | null;
}

export interface PriceChangePreview extends PriceRow {
  newListPriceCents: number | null;
  newSalePriceCents: number | null;
  /** Translation key when the new prices break the price-book rule (the change is then refused). */
  issue: string | null;
}

/** Every row's new prices, for the preview shown before saving and for the save itself. */
export function previewPriceChange(rows: readonly PriceRow[], basisPoints: number): PriceChangePreview[] {
  return rows.map((row) => {
    const newListPriceCents = row.listPriceCents === null ? null : applyPercent(row.listPriceCents, basisPoints);
    const newSalePriceCents = row.salePriceCents === null ? null : applyPercent(row.salePriceCents, basisPoints);
    // A price the back office could not type in is not made by a percentage either, and a price
    // is never lowered to nothing by one (a product without a price is cleared by hand).
    const tooLarge = [newListPriceCents, newSalePriceCents].some((cents) => cents !== null && cents > MAX_MONEY_CENTS);
    const toZero = [row.listPriceCents, row.salePriceCents].some((cents) => cents !== null && cents > 0 && applyPercent(cents, basisPoints) === 0);
    const issue = tooLarge ? 'admin:validation.moneyTooLarge' : toZero ? 'admin:validation.priceWouldBeZero' : salePriceIssue(newListPriceCents, newSalePriceCents);
    return { ...row, newListPriceCents, newSalePriceCents, issue };
  });
}
