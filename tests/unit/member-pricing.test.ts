// Member pricing: tier price vs a unit's own member price vs the shelf (sale) price, volume
// discounts above a category's threshold, and no member prices without a tier (revoked).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discountedCents, memberLinePrices, memberUnitPrice, percentAsBasisPoints, shownMemberCents, volumeDiscounts, type MemberTierTerms } from '@/domain/member-pricing';
import { shelfPrice } from '@/domain/pricing';

const tier10: MemberTierTerms = { discountBasisPoints: 1000, volumeRules: [] };
const shelf = (priceCents: number) => ({ priceCents, wasPriceCents: null });

describe('the price of one unit for a member', () => {
  it.each([
    // [case, shelf, unit member price, tier discount bp, volume bp, expected price, source]
    ['no tier (never approved, declined or revoked): regular', 36900, null, null, 0, 36900, 'REGULAR'],
    ['no tier ignores a unit member price', 36900, 30000, null, 0, 36900, 'REGULAR'],
    ['10% tier off the shelf price', 36900, null, 1000, 0, 33210, 'TIER'],
    ['5% tier, rounded half up once', 82, null, 500, 0, 78, 'TIER'],
    ['15% tier', 4500, null, 1500, 0, 3825, 'TIER'],
    ['a lower unit member price wins', 36900, 30000, 1000, 0, 30000, 'PRODUCT'],
    ['a higher unit member price loses to the tier', 36900, 35000, 1000, 0, 33210, 'TIER'],
    ['a unit member price above the shelf price is ignored', 36900, 40000, 0, 0, 36900, 'REGULAR'],
    ['a 0% tier with no member price: regular', 36900, null, 0, 0, 36900, 'REGULAR'],
    ['a 0% tier with a lower member price', 36900, 30000, 0, 0, 30000, 'PRODUCT'],
    ['volume off the tier price, one rounding', 36900, null, 1000, 500, 31550, 'TIER'],
    ['volume off the unit member price', 36900, 30000, 1000, 500, 28500, 'PRODUCT'],
    ['a 1-cent price stays a cent, never $0.00', 1, null, 1000, 0, 1, 'REGULAR'],
  ] as const)('%s', (_, shelfCents, own, discount, volume, expected, source) => {
    const result = memberUnitPrice(shelf(shelfCents), own, discount === null ? null : { discountBasisPoints: discount }, volume);
    expect(result).toEqual({ priceCents: expected, regularCents: shelfCents, source });
  });

  it('takes the sale price as the regular price: the member price is never above it', () => {
    const onSale = shelfPrice({ listPriceCents: 40000, salePriceCents: 33000 });
    expect(memberUnitPrice(onSale, 34000, tier10)).toEqual({ priceCents: 29700, regularCents: 33000, source: 'TIER' });
    expect(memberUnitPrice(onSale, 34000, { discountBasisPoints: 0 })).toEqual({ priceCents: 33000, regularCents: 33000, source: 'REGULAR' });
  });

  it('leaves call for price as call for price', () => {
    expect(memberUnitPrice(null, 30000, tier10)).toBeNull();
  });

  it('is never above the regular price, never below a cent, and rounds once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), fc.option(fc.integer({ min: 1, max: 2_000_000_000 })), fc.integer({ min: 0, max: 9000 }), fc.integer({ min: 0, max: 9000 }), (cents, own, bp, vol) => {
        const price = memberUnitPrice(shelf(cents), own, { discountBasisPoints: bp }, vol)!;
        expect(price.priceCents).toBeLessThanOrEqual(cents);
        expect(price.priceCents).toBeGreaterThanOrEqual(1);
        expect(Number.isSafeInteger(price.priceCents)).toBe(true);
      }),
    );
  });

  it.each([
    [36900, [1000], 33210],
    [36900, [1000, 500], 31550], // 369 × 0.9 × 0.95 = 315.495 → 315.50
    [5, [1000], 5], // 4.5 → 5 (half up)
    [2_000_000_000, [1500, 1500], 1_445_000_000],
  ])('%i cents less %j basis points is %i', (cents, bps, expected) => {
    expect(discountedCents(cents, ...bps)).toBe(expected);
  });
});

describe('volume discounts', () => {
  const tier: MemberTierTerms = {
    discountBasisPoints: 1000,
    volumeRules: [
      { category: 'grass', minQuantity: 2000, discountBasisPoints: 300 },
      { category: 'mulch', minQuantity: 10, discountBasisPoints: 500 },
    ],
  };

  it.each([
    ['below the grass threshold', [{ category: 'grass', quantity: 4, baseHundredths: 45000 }], {}],
    ['exactly at it (4 pallets + 200 sq ft)', [{ category: 'grass', quantity: 4, baseHundredths: 45000 }, { category: 'grass', quantity: 200, baseHundredths: 100 }], { grass: 300 }],
    ['above it', [{ category: 'grass', quantity: 5, baseHundredths: 45000 }], { grass: 300 }],
    ['per category: grass volume does not lower mulch', [{ category: 'grass', quantity: 5, baseHundredths: 45000 }, { category: 'mulch', quantity: 9, baseHundredths: 100 }], { grass: 300 }],
    ['half yards count as half', [{ category: 'mulch', quantity: 19, baseHundredths: 50 }], {}],
    ['twenty half yards make ten', [{ category: 'mulch', quantity: 20, baseHundredths: 50 }], { mulch: 500 }],
    ['a category without a rule', [{ category: 'rock', quantity: 100, baseHundredths: 100 }], {}],
  ])('%s', (_, lines, expected) => {
    expect(Object.fromEntries(volumeDiscounts(lines, tier))).toEqual(expected);
  });

  it('earns nothing without a tier (revoked)', () => {
    expect(volumeDiscounts([{ category: 'grass', quantity: 50, baseHundredths: 45000 }], null).size).toBe(0);
  });

  it('prices each line with its category’s discount', () => {
    const lines = [
      { category: 'grass', quantity: 5, baseHundredths: 45000, shelf: shelf(36900), memberPriceCents: null },
      { category: 'mulch', quantity: 2, baseHundredths: 100, shelf: shelf(4500), memberPriceCents: null },
      { category: 'rock', quantity: 1, baseHundredths: 100, shelf: null, memberPriceCents: null },
    ];
    expect(memberLinePrices(lines, tier).map((p) => p?.priceCents ?? null)).toEqual([32214, 4050, null]); // 369 × .9 × .97 = 322.137
    expect(memberLinePrices(lines, null).map((p) => p?.priceCents ?? null)).toEqual([36900, 4500, null]);
  });
});

describe('the member price shown beside a regular one (cards, price tables, the calculator’s unit list)', () => {
  const terms = {
    discountBasisPoints: 1000,
    unitPrices: [
      { slug: 'raleigh', unit: 'SQ_FT', memberPriceCents: 60 },
      { slug: 'raleigh', unit: 'PALLET', memberPriceCents: 40000 },
    ],
  };
  const raleigh = (unit: string) => ({ slug: 'raleigh', unit });

  it.each([
    ['not signed in or not a member: nothing', shelf(82), raleigh('SQ_FT'), null, null],
    ['the tier price', shelf(4500), { slug: 'river-rock', unit: 'CUBIC_YARD' }, terms, 4050],
    ['the unit’s own member price when lower', shelf(82), raleigh('SQ_FT'), terms, 60],
    ['only the same unit’s own price counts (a pallet price above the tier price loses)', shelf(36900), raleigh('PALLET'), terms, 33210],
    ['another product’s own price does not count', shelf(82), { slug: 'palisades', unit: 'SQ_FT' }, terms, 74],
    ['call for price stays call for price', null, raleigh('SQ_FT'), terms, null],
    ['a 0% tier without an own price: the regular price, nothing to show', shelf(4500), { slug: 'river-rock', unit: 'CUBIC_YARD' }, { ...terms, discountBasisPoints: 0 }, null],
    ['a price the discount does not lower (1 cent): nothing to show', shelf(1), { slug: 'river-rock', unit: 'CUBIC_YARD' }, terms, null],
  ] as const)('%s', (_, shelfPrice, product, memberTerms, expected) => {
    expect(shownMemberCents(shelfPrice, product, memberTerms)).toBe(expected);
  });
});

describe('percentages typed by staff', () => {
  it.each([
    ['10', 1000],
    ['2.5', 250],
    [' 15 %', 1500],
    ['0', 0],
    ['90', 9000],
    ['90.01', null],
    ['-5', null],
    ['ten', null],
    ['1.234', null],
    ['', null],
  ])('%j is %j basis points', (raw, expected) => {
    expect(percentAsBasisPoints(raw)).toBe(expected);
  });
});
