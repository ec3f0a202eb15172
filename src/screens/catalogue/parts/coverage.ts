// Coverage of bulk material: 1 cubic yard = 27 cubic feet = 324 square feet one inch deep.
const SQ_FT_INCHES_PER_CUBIC_YARD = 324;

/** Square feet one cubic yard covers at a depth in inches (rounded down: never over-promise). */
export function sqFtPerCubicYard(depthInches: number): number {
  if (!(depthInches > 0)) return 0;
  return Math.floor(SQ_FT_INCHES_PER_CUBIC_YARD / depthInches);
}

/** Cubic yards to order for an area (sq ft) at a depth, rounded up to whole yards. */
export function cubicYardsFor(areaSqFt: number, depthInches: number): number {
  if (!(areaSqFt > 0) || !(depthInches > 0)) return 0;
  return Math.ceil((areaSqFt * depthInches) / SQ_FT_INCHES_PER_CUBIC_YARD);
}
