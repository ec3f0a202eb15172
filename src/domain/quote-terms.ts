// The business's quote rules as one value, the same for the browser's preview and the server's
// pricing (the server sends them with the calculator's data; settings in src/config/env.mjs).
import type { DeliveryType } from './delivery-fee';
import type { Schedule } from './delivery-date';

export interface QuoteRules {
  taxRateBasisPoints: number;
  validDays: number;
  roadFactorHundredths: number;
  /** One-way miles from the yard, as the crow flies, within which a ZIP code is delivered to. */
  serviceRadiusMiles: number;
  leadHours: Record<DeliveryType, number>;
  /** Fee for a delivery below the area's minimum; null: below the minimum only pickup is offered. */
  smallOrderFeeCents: number | null;
  schedule: Schedule;
}

/** The lead time of an order: the longest of its kinds of material. */
export function leadHoursFor(types: Iterable<DeliveryType>, rules: Pick<QuoteRules, 'leadHours'>): number {
  let hours = 0;
  for (const type of types) hours = Math.max(hours, rules.leadHours[type]);
  return hours;
}

/** Typed miles beyond this are not a delivery we make (twice the radius: roads wind, but not that much). */
export const maxTypedMiles = (rules: Pick<QuoteRules, 'serviceRadiusMiles'>) => 2 * rules.serviceRadiusMiles;

export interface DeliveryMiles {
  /** One-way miles the delivery is priced on; null: none known yet (the customer must type them). */
  miles: number | null;
  source: 'TYPED' | 'ESTIMATED';
  /** Miles were typed below the ZIP code's estimate: the estimate is used instead (and the customer told). */
  raisedToEstimate: boolean;
}

/**
 * The miles a delivery is priced on. A ZIP code's estimate is the floor: typed miles count only
 * above it (a site at the far end of its ZIP code), so typing 0 or 1 never makes delivery free or
 * cheaper, and never below 1 mile. Where no estimate exists (a ZIP code outside the data set, or the yard not yet placed)
 * the typed miles are used, at least 1, so a delivery is never priced below the first band.
 */
export function deliveryMiles(typed: number | null, estimated: number | null): DeliveryMiles {
  if (estimated !== null) {
    // A ZIP code around the yard itself still pays the first band's trip.
    const floor = Math.max(estimated, 1);
    if (typed !== null && typed > floor) return { miles: typed, source: 'TYPED', raisedToEstimate: false };
    return { miles: floor, source: 'ESTIMATED', raisedToEstimate: typed !== null && typed < floor };
  }
  return { miles: typed !== null && typed >= 1 ? typed : null, source: 'TYPED', raisedToEstimate: false };
}
