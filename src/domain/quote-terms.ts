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
