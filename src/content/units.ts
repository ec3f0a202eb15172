// The units each product is sold in when first loaded (the seed; a migration gave existing
// products the same). Staff change prices per unit in /admin. The square feet in a pallet are
// placeholders for the owner to confirm with the farm (sod farms cut 400-504 sq ft a pallet).
import type { CategoryKey } from './types';

export type SeedUnit = 'SQ_FT' | 'PALLET' | 'HALF_PALLET' | 'PIECE' | 'CUBIC_YARD' | 'HALF_YARD' | 'TON';

export interface UnitSeed {
  unit: SeedUnit;
  /** Base units (square feet for grass, cubic yards for bulk) in one of this unit, in hundredths. */
  baseHundredths: number;
  sortOrder: number;
}

/** Square feet in a pallet: Bermuda farms cut 504, St. Augustine and Zoysia 450 (placeholder). */
export const palletSqFt = (slug: string): number => (slug.includes('bermuda') ? 504 : 450);
/** One piece (slab) of sod: 16 × 24 inches = 2.67 sq ft. */
export const PIECE_SQ_FT_HUNDREDTHS = 267;
/** A ton of rock covers about 0.71 cubic yard (about 1.4 tons a yard). */
export const TON_YARD_HUNDREDTHS = 71;

export function defaultUnits(category: CategoryKey, slug: string): UnitSeed[] {
  if (category === 'grass') {
    const pallet = palletSqFt(slug) * 100;
    return [
      { unit: 'PALLET', baseHundredths: pallet, sortOrder: 1 },
      { unit: 'HALF_PALLET', baseHundredths: pallet / 2, sortOrder: 2 },
      { unit: 'PIECE', baseHundredths: PIECE_SQ_FT_HUNDREDTHS, sortOrder: 3 },
      { unit: 'SQ_FT', baseHundredths: 100, sortOrder: 4 },
    ];
  }
  const units: UnitSeed[] = [{ unit: 'CUBIC_YARD', baseHundredths: 100, sortOrder: 1 }];
  if (category === 'mulch' || category === 'soil') units.push({ unit: 'HALF_YARD', baseHundredths: 50, sortOrder: 2 });
  if (category === 'rock') units.push({ unit: 'TON', baseHundredths: TON_YARD_HUNDREDTHS, sortOrder: 3 });
  return units;
}
