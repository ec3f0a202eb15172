// The quote rules in force: settings (src/config/env.mjs), business facts, and the closed days
// staff keep in /admin, in one value.
import { env } from '@/config/env.mjs';
import { business } from '@/config/business';
import type { Db } from '@/server/db/client';
import type { QuoteRules } from '@/domain/quote-terms';

/** The quote rules from settings and business facts (closed days: the settings' only). */
export function quoteRules(closedDates: readonly string[] = []): QuoteRules {
  return {
    taxRateBasisPoints: env.QUOTE_TAX_RATE,
    validDays: env.QUOTE_VALID_DAYS,
    roadFactorHundredths: env.DELIVERY_ROAD_FACTOR,
    serviceRadiusMiles: business.serviceRadiusMiles,
    leadHours: { GRASS: env.LEAD_TIME_HOURS_GRASS, BULK: env.LEAD_TIME_HOURS_BULK },
    smallOrderFeeCents: env.SMALL_ORDER_FEE,
    schedule: { hours: business.hours, closedDates: [...new Set([...env.CLOSED_DATES, ...closedDates])].sort() },
  };
}

/** The closed days staff keep, from today on, as YYYY-MM-DD. */
export async function listClosedDays(db: Pick<Db, 'closedDay'>) {
  const today = new Date(new Date().toISOString().slice(0, 10));
  const rows = await db.closedDay.findMany({ where: { date: { gte: today } }, orderBy: { date: 'asc' }, select: { date: true, note: true } });
  return rows.map((row) => ({ date: row.date.toISOString().slice(0, 10), note: row.note }));
}

/** The quote rules in force, with the closed days staff keep. */
export async function loadQuoteRules(db: Pick<Db, 'closedDay'>): Promise<QuoteRules> {
  return quoteRules((await listClosedDays(db)).map((day) => day.date));
}
