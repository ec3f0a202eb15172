// Delivery pricing by bands of ROUND-TRIP miles (spec section 9), in integer cents.
// Shared by the quote calculator (browser), the quote service (server, authoritative) and the
// back office's fee preview, so all three always agree.

import { DeliveryType, RateType } from './enums';

export { DeliveryType, RateType };
export const DELIVERY_TYPES = Object.values(DeliveryType);

/** A delivery band as staff keep it: for `deliveryType`, round-trip miles in [start, end]. */
export interface DeliveryBand {
  deliveryType: DeliveryType;
  mileRangeStart: number;
  /** null = open-ended (every distance from the start up). */
  mileRangeEnd: number | null;
  rateType: RateType;
  /** FLAT: the fee; PER_MILE: cents per round-trip mile. */
  rateCents: number;
  /** Missing means active (callers usually pass only the active bands). */
  isActive?: boolean;
}

/** The band that priced one delivery type, as shown to the customer and stored with a quote. */
export interface AppliedBand {
  rateType: RateType;
  rateCents: number;
  mileRangeStart: number;
  mileRangeEnd: number | null;
}

export interface TypeFee {
  deliveryType: DeliveryType;
  /** null when no active band covers the distance (the fee for this type is then 0). */
  band: AppliedBand | null;
  feeCents: number;
}

/**
 * Why the fee is what it is:
 * - `no-lines`: nothing to deliver; `no-miles`: 0 miles entered (fee 0 by rule);
 * - `no-band`: no active band covers the distance for any type present (fee 0);
 * - `charged`: the larger of the per-type fees applies.
 */
export type DeliveryFeeStatus = 'no-lines' | 'no-miles' | 'no-band' | 'charged';

/** A delivery fee with everything needed to explain it. Plain JSON (stored in Quote.feeBreakdown). */
export interface DeliveryFeeBreakdown {
  status: DeliveryFeeStatus;
  oneWayMiles: number;
  roundTripMiles: number;
  /** One entry per delivery type present, grass first; empty when status is no-lines or no-miles. */
  byType: TypeFee[];
  /** The type whose fee is charged (grass on a tie); null unless status is `charged`. */
  chargedType: DeliveryType | null;
  feeCents: number;
}

/** Miles are a whole number of at least 0; anything else (text, fractions, negatives) becomes 0. */
export function normalizeMiles(raw: unknown): number {
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

/** The customer enters one-way miles; delivery is priced on the round trip. */
export function roundTripMiles(oneWayMiles: unknown): number {
  return 2 * normalizeMiles(oneWayMiles);
}

/**
 * The first active band of `deliveryType`, in order of start miles, whose start is at or below
 * `roundTrip` and whose end is open or at or above it; null when none covers it.
 */
export function findDeliveryBand(bands: readonly DeliveryBand[], deliveryType: DeliveryType, roundTrip: number): DeliveryBand | null {
  const candidates = bands
    .filter((band) => band.deliveryType === deliveryType && band.isActive !== false)
    // Array.prototype.sort is stable, so bands with the same start keep the caller's order.
    .sort((a, b) => a.mileRangeStart - b.mileRangeStart);
  return (
    candidates.find((band) => band.mileRangeStart <= roundTrip && (band.mileRangeEnd === null || band.mileRangeEnd >= roundTrip)) ?? null
  );
}

/** A band's fee for a round trip: per-mile bands charge rate × miles, flat bands their rate. */
export function bandFeeCents(band: Pick<DeliveryBand, 'rateType' | 'rateCents'>, roundTrip: number): number {
  return band.rateType === 'PER_MILE' ? band.rateCents * roundTrip : band.rateCents;
}

/**
 * The delivery fee for an order: for each delivery type present, the fee of its band on the
 * round trip (2 × one-way miles); the larger one is charged; 0 when miles are 0 or nothing
 * is ordered. `oneWayMiles` is normalised (non-whole or negative input counts as 0).
 *
 * @example computeDeliveryFee(bands, 20, ['GRASS', 'BULK']).feeCents
 */
export function computeDeliveryFee(
  bands: readonly DeliveryBand[],
  oneWayMiles: unknown,
  typesPresent: Iterable<DeliveryType>,
): DeliveryFeeBreakdown {
  const miles = normalizeMiles(oneWayMiles);
  const roundTrip = 2 * miles;
  const present = new Set(typesPresent);
  const types = DELIVERY_TYPES.filter((type) => present.has(type));
  const base = { oneWayMiles: miles, roundTripMiles: roundTrip, chargedType: null, feeCents: 0 };
  if (types.length === 0) return { ...base, status: 'no-lines', byType: [] };
  if (miles === 0) return { ...base, status: 'no-miles', byType: [] };

  const byType: TypeFee[] = types.map((deliveryType) => {
    const band = findDeliveryBand(bands, deliveryType, roundTrip);
    if (!band) return { deliveryType, band: null, feeCents: 0 };
    const { rateType, rateCents, mileRangeStart, mileRangeEnd } = band;
    return { deliveryType, band: { rateType, rateCents, mileRangeStart, mileRangeEnd }, feeCents: bandFeeCents(band, roundTrip) };
  });
  const priced = byType.filter((fee) => fee.band !== null);
  if (priced.length === 0) return { ...base, status: 'no-band', byType };
  // The larger fee is charged; on a tie the first (grass) is named.
  const charged = priced.reduce((best, fee) => (fee.feeCents > best.feeCents ? fee : best));
  return { ...base, status: 'charged', byType, chargedType: charged.deliveryType, feeCents: charged.feeCents };
}
