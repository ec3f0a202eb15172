// The quote's money rules (spec sections 4, 5, 9): what a customer is shown and what is stored.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addLine,
  canAddLine,
  computeDeliveryFee,
  shelfPrice,
  findDeliveryBand,
  lineTotalCents,
  normalizeMiles,
  normalizeQuantity,
  priceQuote,
  QUOTE_LIMITS,
  removeLine,
  roundTripMiles,
  type DeliveryBand,
  type DraftLine,
} from '@/domain/pricing';

// Bands written out here so each boundary below is visible (not the seeded ones).
const bands: DeliveryBand[] = [
  { deliveryType: 'GRASS', mileRangeStart: 0, mileRangeEnd: 30, rateType: 'FLAT', rateCents: 7500 },
  { deliveryType: 'GRASS', mileRangeStart: 31, mileRangeEnd: 60, rateType: 'FLAT', rateCents: 12500 },
  { deliveryType: 'GRASS', mileRangeStart: 61, mileRangeEnd: null, rateType: 'PER_MILE', rateCents: 250 },
  { deliveryType: 'BULK', mileRangeStart: 0, mileRangeEnd: 20, rateType: 'FLAT', rateCents: 6500 },
  { deliveryType: 'BULK', mileRangeStart: 21, mileRangeEnd: 50, rateType: 'FLAT', rateCents: 9500 },
  { deliveryType: 'BULK', mileRangeStart: 51, mileRangeEnd: null, rateType: 'PER_MILE', rateCents: 225 },
];

describe('quantity', () => {
  it.each([
    [3, 3],
    ['12', 12],
    [' 7 ', 7],
    [1, 1],
    [0, 1],
    [-4, 1],
    [2.5, 1],
    ['2.5', 1],
    ['abc', 1],
    ['', 1],
    [NaN, 1],
    [Infinity, 1],
    [null, 1],
    [undefined, 1],
  ])('%j becomes %i', (raw, expected) => {
    expect(normalizeQuantity(raw)).toBe(expected);
  });
});

describe('adding and removing lines', () => {
  const empty: DraftLine[] = [];

  it('is not possible until a product is chosen', () => {
    expect(canAddLine(empty, { productId: null, quantity: 1, unit: 'PALLET' })).toBe(false);
    expect(canAddLine(empty, { productId: '', quantity: 1, unit: 'PALLET' })).toBe(false);
    expect(canAddLine(empty, { productId: 'p1', quantity: 1, unit: 'PALLET' })).toBe(true);
  });

  it('never adds a line with quantity 0 or less', () => {
    for (const quantity of [0, -1, '-3', '0', -0.5]) {
      expect(canAddLine(empty, { productId: 'p1', quantity, unit: 'PALLET' })).toBe(false);
      expect(addLine(empty, { productId: 'p1', quantity, unit: 'PALLET' }, 'id')).toEqual([]);
    }
  });

  it('adds other invalid quantities as 1 and an unknown unit as pallet', () => {
    expect(addLine(empty, { productId: 'p1', quantity: 'lots', unit: 'TRUCK' }, 'a')).toEqual([
      { id: 'a', productId: 'p1', quantity: 1, unit: 'PALLET' },
    ]);
    expect(addLine(empty, { productId: 'p1', quantity: '4', unit: 'CUBIC_YARD' }, 'b')).toEqual([
      { id: 'b', productId: 'p1', quantity: 4, unit: 'CUBIC_YARD' },
    ]);
  });

  it('keeps a quote within its line limit, and removes lines by id', () => {
    let lines: DraftLine[] = [];
    for (let i = 0; i < QUOTE_LIMITS.maxLines + 3; i++) lines = addLine(lines, { productId: 'p', quantity: 1, unit: 'PIECE' }, `l${i}`);
    expect(lines).toHaveLength(QUOTE_LIMITS.maxLines);
    expect(removeLine(lines, 'l0').map((l) => l.id)).not.toContain('l0');
    expect(removeLine(lines, 'l0')).toHaveLength(QUOTE_LIMITS.maxLines - 1);
  });
});

describe('shelf price (the one price rule of pages, calculator and server)', () => {
  it.each([
    { prices: { listPriceCents: 4500, salePriceCents: 3900 }, expected: { priceCents: 3900, wasPriceCents: 4500 }, why: 'sale price wins, list struck through' },
    { prices: { listPriceCents: 4500, salePriceCents: null }, expected: { priceCents: 4500, wasPriceCents: null }, why: 'list price without a sale' },
    { prices: { listPriceCents: 82, salePriceCents: null }, expected: { priceCents: 82, wasPriceCents: null }, why: 'a price under a dollar' },
    { prices: { listPriceCents: 4500, salePriceCents: 0 }, expected: { priceCents: 4500, wasPriceCents: null }, why: 'a sale price of 0 is no sale, never free' },
    { prices: { listPriceCents: null, salePriceCents: null }, expected: null, why: 'nothing set: call for price' },
    { prices: { listPriceCents: 0, salePriceCents: null }, expected: null, why: 'a list price of 0: call for price' },
    { prices: null, expected: null, why: 'no price-book entry: call for price' },
  ])('$why', ({ prices, expected }) => {
    expect(shelfPrice(prices)).toEqual(expected);
  });

  it('line total is unit price × normalised quantity', () => {
    expect(lineTotalCents(82, 250)).toBe(20500);
    expect(lineTotalCents(4500, 'x')).toBe(4500);
  });
});

describe('miles', () => {
  it.each([
    [20, 20],
    ['15', 15],
    [0, 0],
    [-5, 0],
    [2.5, 0],
    ['ten', 0],
    ['', 0],
    [null, 0],
  ])('%j one-way miles count as %i', (raw, expected) => {
    expect(normalizeMiles(raw)).toBe(expected);
  });

  it('are priced on the round trip', () => {
    expect(roundTripMiles(15)).toBe(30);
    expect(roundTripMiles('abc')).toBe(0);
  });
});

describe('finding the band', () => {
  it.each([
    // round-trip miles → grass band start
    [0, 0],
    [30, 0],
    [31, 31],
    [60, 31],
    [61, 61],
    [5000, 61],
  ])('grass at %i round-trip miles uses the band starting at %i (ends inclusive, last open)', (rt, start) => {
    expect(findDeliveryBand(bands, 'GRASS', rt)?.mileRangeStart).toBe(start);
  });

  it('skips inactive bands and reports none when nothing covers the distance', () => {
    const withInactive: DeliveryBand[] = [{ ...bands[0]!, rateCents: 1, isActive: false }, ...bands];
    expect(findDeliveryBand(withInactive, 'GRASS', 10)?.rateCents).toBe(7500);
    const gap: DeliveryBand[] = [{ deliveryType: 'BULK', mileRangeStart: 10, mileRangeEnd: 20, rateType: 'FLAT', rateCents: 100 }];
    expect(findDeliveryBand(gap, 'BULK', 8)).toBeNull();
    expect(findDeliveryBand(gap, 'BULK', 21)).toBeNull();
    expect(findDeliveryBand(gap, 'GRASS', 15)).toBeNull();
  });

  it('takes the first band by start miles when bands overlap, whatever order they come in', () => {
    const overlapping: DeliveryBand[] = [
      { deliveryType: 'GRASS', mileRangeStart: 20, mileRangeEnd: null, rateType: 'FLAT', rateCents: 2000 },
      { deliveryType: 'GRASS', mileRangeStart: 0, mileRangeEnd: 100, rateType: 'FLAT', rateCents: 1000 },
    ];
    expect(findDeliveryBand(overlapping, 'GRASS', 50)?.rateCents).toBe(1000);
  });
});

describe('delivery fee', () => {
  it('only grass: the grass band (flat)', () => {
    const fee = computeDeliveryFee(bands, 20, ['GRASS']);
    expect(fee).toMatchObject({ status: 'charged', roundTripMiles: 40, feeCents: 12500, chargedType: 'GRASS' });
    expect(fee.byType).toEqual([
      { deliveryType: 'GRASS', feeCents: 12500, band: { rateType: 'FLAT', rateCents: 12500, mileRangeStart: 31, mileRangeEnd: 60 } },
    ]);
  });

  it('only bulk: per-mile band charges rate × round-trip miles', () => {
    const fee = computeDeliveryFee(bands, 40, ['BULK']);
    expect(fee).toMatchObject({ status: 'charged', roundTripMiles: 80, feeCents: 225 * 80, chargedType: 'BULK' });
  });

  it('both: the larger of the grass and bulk fees', () => {
    // 13 one-way = 26 round trip: grass 0-30 flat 7500, bulk 21-50 flat 9500 → bulk.
    const fee = computeDeliveryFee(bands, 13, ['BULK', 'GRASS', 'GRASS']);
    expect(fee.feeCents).toBe(9500);
    expect(fee.chargedType).toBe('BULK');
    expect(fee.byType.map((t) => [t.deliveryType, t.feeCents])).toEqual([
      ['GRASS', 7500],
      ['BULK', 9500],
    ]);
    // 35 one-way = 70: grass 250 × 70 = 17500, bulk 225 × 70 = 15750 → grass.
    expect(computeDeliveryFee(bands, 35, ['GRASS', 'BULK'])).toMatchObject({ feeCents: 17500, chargedType: 'GRASS' });
  });

  it('a tie is charged once and named grass', () => {
    const tie: DeliveryBand[] = [
      { deliveryType: 'BULK', mileRangeStart: 0, mileRangeEnd: null, rateType: 'FLAT', rateCents: 5000 },
      { deliveryType: 'GRASS', mileRangeStart: 0, mileRangeEnd: null, rateType: 'FLAT', rateCents: 5000 },
    ];
    expect(computeDeliveryFee(tie, 10, ['BULK', 'GRASS'])).toMatchObject({ feeCents: 5000, chargedType: 'GRASS' });
  });

  it('is 0 when miles are 0, even though a band starts at 0', () => {
    expect(computeDeliveryFee(bands, 0, ['GRASS', 'BULK'])).toMatchObject({ status: 'no-miles', feeCents: 0, chargedType: null });
    expect(computeDeliveryFee(bands, 'abc', ['GRASS'])).toMatchObject({ status: 'no-miles', feeCents: 0 });
  });

  it('is 0 with no lines', () => {
    expect(computeDeliveryFee(bands, 25, [])).toMatchObject({ status: 'no-lines', feeCents: 0, byType: [] });
  });

  it('is 0 when no active band covers the distance, and says so', () => {
    const inactive = bands.map((b) => ({ ...b, isActive: b.deliveryType === 'BULK' }));
    const fee = computeDeliveryFee(inactive, 10, ['GRASS']);
    expect(fee).toMatchObject({ status: 'no-band', feeCents: 0, chargedType: null });
    expect(fee.byType).toEqual([{ deliveryType: 'GRASS', band: null, feeCents: 0 }]);
  });

  it('with one type unpriced, charges the other', () => {
    const onlyBulkBands = bands.filter((b) => b.deliveryType === 'BULK');
    expect(computeDeliveryFee(onlyBulkBands, 5, ['GRASS', 'BULK'])).toMatchObject({ status: 'charged', feeCents: 6500, chargedType: 'BULK' });
  });
});

describe('priceQuote', () => {
  it('prices lines, subtotal, fee and total', () => {
    const quote = priceQuote(
      [
        { quantity: 500, unitPriceCents: 82, deliveryType: 'GRASS' as const, name: 'Raleigh' },
        { quantity: 3, unitPriceCents: 4500, deliveryType: 'BULK' as const, name: 'River Rock' },
      ],
      bands,
      13,
    );
    expect(quote.lines.map((l) => [l.name, l.lineTotalCents])).toEqual([
      ['Raleigh', 41000],
      ['River Rock', 13500],
    ]);
    expect(quote.subtotalCents).toBe(54500);
    expect(quote.deliveryFeeCents).toBe(9500);
    expect(quote.totalCents).toBe(64000);
  });

  it('an empty quote costs nothing, whatever the miles', () => {
    expect(priceQuote([], bands, 40)).toMatchObject({ subtotalCents: 0, deliveryFeeCents: 0, totalCents: 0 });
  });

  it('total always equals the sum of the line totals plus the fee (property)', () => {
    const line = fc.record({
      quantity: fc.oneof(fc.integer({ min: -5, max: QUOTE_LIMITS.maxQuantity }), fc.double(), fc.string()),
      unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
      deliveryType: fc.constantFrom('GRASS' as const, 'BULK' as const),
    });
    const band = fc.record({
      deliveryType: fc.constantFrom('GRASS' as const, 'BULK' as const),
      mileRangeStart: fc.integer({ min: 0, max: 300 }),
      mileRangeEnd: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
      rateType: fc.constantFrom('FLAT' as const, 'PER_MILE' as const),
      rateCents: fc.integer({ min: 0, max: 50_000 }),
      isActive: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.array(band, { maxLength: 8 }), fc.oneof(fc.integer({ min: -10, max: 500 }), fc.string()), (lines, bs, miles) => {
        const quote = priceQuote(lines, bs, miles);
        const sumOfLines = quote.lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
        for (const l of quote.lines) {
          expect(Number.isInteger(l.lineTotalCents)).toBe(true);
          expect(l.quantity).toBeGreaterThanOrEqual(1);
          expect(l.lineTotalCents).toBe(l.unitPriceCents * l.quantity);
        }
        expect(quote.subtotalCents).toBe(sumOfLines);
        expect(quote.totalCents).toBe(sumOfLines + quote.deliveryFeeCents);
        // The fee is one of the per-type fees (the largest), or 0.
        const fees = quote.delivery.byType.map((t) => t.feeCents);
        expect(quote.deliveryFeeCents).toBe(Math.max(0, ...fees));
        if (normalizeMiles(miles) === 0 || lines.length === 0) expect(quote.deliveryFeeCents).toBe(0);
      }),
    );
  });
});
