// What staff plan a delivery day with: the time windows a delivery is promised in, and the
// loads of an order (pallets, yards and tons, totalled for the day and the truck).
import type { QuoteUnit } from './pricing';

/** Delivery time windows offered when scheduling, minutes after midnight on Chicago's clock. */
export const TIME_WINDOWS = [
  { start: 7 * 60 + 30, end: 10 * 60 },
  { start: 10 * 60, end: 12 * 60 + 30 },
  { start: 12 * 60 + 30, end: 14 * 60 + 30 },
  { start: 14 * 60 + 30, end: 16 * 60 + 30 },
] as const;

export const isTimeWindow = (start: number, end: number) => TIME_WINDOWS.some((w) => w.start === start && w.end === end);

/** What a scheduled delivery scheduled again changes, as its timeline event records it. */
export interface Reschedule {
  fromDate: unknown;
  date: unknown;
  fromWindowStart: unknown;
  windowStart: unknown;
  fromWindowEnd: unknown;
  windowEnd: unknown;
}

/**
 * Whether the customer hears of a scheduled delivery scheduled again: a new date or window is
 * e-mailed and on their timeline; another truck or driver alone is the office's business.
 */
export const customerSeesReschedule = (r: Reschedule) => r.fromDate !== r.date || r.fromWindowStart !== r.windowStart || r.fromWindowEnd !== r.windowEnd;
// Shown in each language's clock by formatTimeWindow (src/lib/format.ts).

export interface LoadTotals {
  /** Whole pallets, a half pallet counting half. */
  pallets: number;
  /** Square feet sold by the piece or the foot (they ride with the pallets). */
  looseSqFt: number;
  /** Cubic yards, a half yard counting half. */
  yards: number;
  tons: number;
}

/** How much a set of lines puts on a truck. Pieces count by their square feet (2.67 each). */
export function loadTotals(lines: readonly { quantity: number; unit: QuoteUnit }[]): LoadTotals {
  const totals: LoadTotals = { pallets: 0, looseSqFt: 0, yards: 0, tons: 0 };
  for (const { quantity, unit } of lines) {
    if (unit === 'PALLET') totals.pallets += quantity;
    else if (unit === 'HALF_PALLET') totals.pallets += quantity / 2;
    else if (unit === 'SQ_FT') totals.looseSqFt += quantity;
    else if (unit === 'PIECE') totals.looseSqFt += Math.round(quantity * 2.67);
    else if (unit === 'CUBIC_YARD') totals.yards += quantity;
    else if (unit === 'HALF_YARD') totals.yards += quantity / 2;
    else totals.tons += quantity;
  }
  return totals;
}

/** Totals of several orders. */
export function sumLoads(all: readonly LoadTotals[]): LoadTotals {
  return all.reduce((sum, t) => ({ pallets: sum.pallets + t.pallets, looseSqFt: sum.looseSqFt + t.looseSqFt, yards: sum.yards + t.yards, tons: sum.tons + t.tons }), {
    pallets: 0,
    looseSqFt: 0,
    yards: 0,
    tons: 0,
  });
}

/** A day is overbooked once its deliveries (one truck load each) pass the capacity. */
export const isOverbooked = (deliveries: number, capacity: number) => deliveries > capacity;

/** Orders per quote as a whole percentage (0 with no quotes). */
export const conversionPercent = (orders: number, quotes: number) => (quotes === 0 ? 0 : Math.round((orders / quotes) * 100));
