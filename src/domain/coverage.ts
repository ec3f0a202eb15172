// "How much do I need?": an area turned into what to order, as a person at the counter would.
// Sod: square feet plus a waste allowance, in whole pallets, the remainder as whatever is cheapest
// (one more pallet, half pallets, pieces or square feet). Bulk: area × depth in cubic yards,
// rounded up to the unit sold (whole yards, the last half as a half yard where sold).
import type { SaleUnit } from './units';

export const DEFAULT_WASTE_PERCENT = 5;
export const MAX_WASTE_PERCENT = 50;
/** Largest area the helper (and a quote) accepts: 1,000,000 sq ft is about 23 acres. */
export const MAX_AREA_SQ_FT = 1_000_000;
export const MAX_DEPTH_INCHES = 24;

/** Recommended depth per material, in inches (the category guides): the helper's first value. */
export const RECOMMENDED_DEPTH: Record<'rock' | 'mulch' | 'soil' | 'sand', { inches: number; min: number; max: number }> = {
  mulch: { inches: 3, min: 2, max: 4 },
  rock: { inches: 2, min: 2, max: 3 },
  soil: { inches: 4, min: 3, max: 6 },
  sand: { inches: 2, min: 1, max: 4 },
};

/** Square feet of a length × width in feet, rounded up. */
export function areaOf(lengthFt: number, widthFt: number): number {
  return Math.ceil(lengthFt * widthFt);
}

export interface PricedUnit {
  unit: SaleUnit;
  /** Square feet (grass) or cubic yards (bulk) in one unit, in hundredths. */
  baseHundredths: number;
  priceCents: number;
}

export interface CoverageLine {
  unit: SaleUnit;
  quantity: number;
}

export interface SodCoverage {
  /** Square feet to order, waste included (rounded up). */
  sqFt: number;
  lines: CoverageLine[];
}

/** Sod for an area: whole pallets first, the remainder in the cheapest way the product is sold. */
export function sodFor(areaSqFt: number, wastePercent: number, units: readonly PricedUnit[]): SodCoverage | null {
  if (!(areaSqFt > 0) || areaSqFt > MAX_AREA_SQ_FT || !(wastePercent >= 0) || wastePercent > MAX_WASTE_PERCENT) return null;
  // In hundredths of a square foot, so the waste never goes through a float.
  const needed = Math.ceil(areaSqFt * (100 + wastePercent));
  const sqFt = Math.ceil(needed / 100);
  const sorted = [...units].filter((u) => u.baseHundredths > 0).sort((a, b) => b.baseHundredths - a.baseHundredths);
  const largest = sorted[0];
  if (!largest) return null;
  const whole = Math.floor(needed / largest.baseHundredths);
  const remainder = needed - whole * largest.baseHundredths;
  const lines: CoverageLine[] = whole > 0 ? [{ unit: largest.unit, quantity: whole }] : [];
  if (remainder > 0) {
    // Each way of covering the remainder, cheapest first; on a tie the larger unit (fewer pieces to handle).
    const options = sorted.map((u) => ({ unit: u.unit, quantity: Math.ceil(remainder / u.baseHundredths), cost: Math.ceil(remainder / u.baseHundredths) * u.priceCents }));
    const best = options.reduce((a, b) => (b.cost < a.cost ? b : a));
    const same = lines.find((l) => l.unit === best.unit);
    if (same) same.quantity += best.quantity;
    else lines.push({ unit: best.unit, quantity: best.quantity });
  }
  return { sqFt, lines };
}

export interface BulkCoverage {
  /** Cubic yards needed, in hundredths (rounded up). */
  yardsHundredths: number;
  lines: CoverageLine[];
}

/** Bulk material for an area at a depth: cubic yards rounded up to the unit sold. */
export function bulkFor(areaSqFt: number, depthInches: number, units: readonly PricedUnit[]): BulkCoverage | null {
  if (!(areaSqFt > 0) || areaSqFt > MAX_AREA_SQ_FT || !(depthInches > 0) || depthInches > MAX_DEPTH_INCHES) return null;
  // area (sq ft) × depth (in) / 12 / 27 = cubic yards; 324 = 12 × 27.
  const yardsHundredths = Math.ceil((areaSqFt * depthInches * 100) / 324);
  const yard = units.find((u) => u.unit === 'CUBIC_YARD');
  if (!yard) return null;
  const half = units.find((u) => u.unit === 'HALF_YARD');
  const whole = Math.floor(yardsHundredths / 100);
  const rest = yardsHundredths - whole * 100;
  const lines: CoverageLine[] = [];
  let yards = whole;
  if (rest > 0 && half && rest <= 50 && half.priceCents < yard.priceCents) {
    if (yards > 0) lines.push({ unit: 'CUBIC_YARD', quantity: yards });
    lines.push({ unit: 'HALF_YARD', quantity: 1 });
    return { yardsHundredths, lines };
  }
  if (rest > 0) yards += 1;
  lines.push({ unit: 'CUBIC_YARD', quantity: yards });
  return { yardsHundredths, lines };
}
