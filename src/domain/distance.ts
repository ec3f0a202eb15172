// One-way road miles from the yard to a delivery ZIP code, estimated: the great-circle distance
// between the yard and the ZIP's centre, times a road factor (roads are not straight), rounded up
// to a whole mile. The customer (or staff) may type a known distance instead.

export interface Point {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in statute miles. */
const EARTH_RADIUS_MILES = 3958.8;
export const DEFAULT_ROAD_FACTOR_HUNDREDTHS = 130;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle ("as the crow flies") distance in miles (haversine formula). */
export function straightLineMiles(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated one-way road miles: straight line × road factor, rounded up to a whole mile. */
export function estimateRoadMiles(yard: Point, destination: Point, roadFactorHundredths = DEFAULT_ROAD_FACTOR_HUNDREDTHS): number {
  // Rounded to 1/1000 mile first, so float noise never adds a mile to an exact figure.
  const miles = Math.round((straightLineMiles(yard, destination) * roadFactorHundredths) / 100 * 1000) / 1000;
  return Math.ceil(miles);
}
