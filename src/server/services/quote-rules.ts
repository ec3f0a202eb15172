// The quote rules in force: settings (src/config/env.mjs) and business facts, in one value.
import { env } from '@/config/env.mjs';
import { business } from '@/config/business';
import type { QuoteRules } from '@/domain/quote-terms';

/** The quote rules in force (settings and business facts). */
export function quoteRules(): QuoteRules {
  return {
    taxRateBasisPoints: env.QUOTE_TAX_RATE,
    validDays: env.QUOTE_VALID_DAYS,
    roadFactorHundredths: env.DELIVERY_ROAD_FACTOR,
    serviceRadiusMiles: business.serviceRadiusMiles,
    leadHours: { GRASS: env.LEAD_TIME_HOURS_GRASS, BULK: env.LEAD_TIME_HOURS_BULK },
    smallOrderFeeCents: env.SMALL_ORDER_FEE,
    schedule: { hours: business.hours, closedDates: env.CLOSED_DATES },
  };
}
