// The quote rules in force: settings (src/config/env.mjs), business facts, and the closed days
// staff keep in /admin (yearly holidays repeated in each year ahead), in one value.
import { env } from '@/config/env.mjs';
import type { Db } from '@/server/db/client';
import type { QuoteRules } from '@/domain/quote-terms';
import { DEFAULT_HOURS, hoursSpans, type BusinessFacts } from '@/domain/business-facts';
import { expandClosedDays } from '@/domain/closed-days';
import { addDays, businessClock } from '@/domain/delivery-date';
import { loadBusinessFacts } from './business-settings';

type RuleFacts = Pick<BusinessFacts, 'taxRateBasisPoints' | 'serviceRadiusMiles' | 'hours'>;
/** What a first run seeds (src/domain/business-facts.ts), for callers without the database. */
const SEEDED: RuleFacts = { taxRateBasisPoints: env.QUOTE_TAX_RATE, serviceRadiusMiles: 30, hours: DEFAULT_HOURS };

/** The quote rules from settings and business facts (closed days: the settings' only). */
export function quoteRules(closedDates: readonly string[] = [], facts: RuleFacts = SEEDED): QuoteRules {
  return {
    taxRateBasisPoints: facts.taxRateBasisPoints,
    validDays: env.QUOTE_VALID_DAYS,
    roadFactorHundredths: env.DELIVERY_ROAD_FACTOR,
    serviceRadiusMiles: facts.serviceRadiusMiles,
    leadHours: { GRASS: env.LEAD_TIME_HOURS_GRASS, BULK: env.LEAD_TIME_HOURS_BULK },
    smallOrderFeeCents: env.SMALL_ORDER_FEE,
    schedule: { hours: hoursSpans(facts.hours), closedDates: [...new Set([...env.CLOSED_DATES, ...closedDates])].sort() },
  };
}

/** The closed days staff keep, as YYYY-MM-DD: single days from today (on the business's calendar) on, and every yearly holiday. */
export async function listClosedDays(db: Pick<Db, 'closedDay'>, now = new Date()) {
  const today = new Date(`${businessClock(now).date}T00:00:00Z`);
  const rows = await db.closedDay.findMany({ where: { OR: [{ date: { gte: today } }, { yearly: true }] }, orderBy: { date: 'asc' }, select: { date: true, note: true, yearly: true } });
  return rows.map((row) => ({ date: row.date.toISOString().slice(0, 10), note: row.note, yearly: row.yearly }));
}

/** How far ahead yearly holidays are expanded: past the furthest date a quote can ask for. */
const CLOSED_DAYS_AHEAD = 2 * 366;

/** The quote rules in force, with the closed days staff keep (yearly ones in each year) and the business settings. */
export async function loadQuoteRules(db: Pick<Db, 'closedDay' | 'businessSettings'>): Promise<QuoteRules> {
  const [days, facts] = await Promise.all([listClosedDays(db), loadBusinessFacts(db)]);
  const from = businessClock(new Date()).date;
  return quoteRules(expandClosedDays(days, from, addDays(from, CLOSED_DAYS_AHEAD)), facts);
}
