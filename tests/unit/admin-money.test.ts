import { describe, expect, it } from 'vitest';
import { centsToInput, parseMoney, salePriceIssue } from '@/domain/admin-money';
import { applyPercent, parsePercent, previewPriceChange } from '@/domain/admin-price-change';

describe('parseMoney', () => {
  it.each([
    ['0.82', 82],
    ['12', 1200],
    ['12.5', 1250],
    ['$1,234.56', 123456],
    [' 0.29 ', 29],
    ['1000000', 100_000_000],
  ])('reads %s as %i cents', (input, cents) => {
    expect(parseMoney(input)).toEqual({ ok: true, cents });
  });

  it('reads an empty field as no price', () => {
    expect(parseMoney('  ')).toEqual({ ok: true, cents: null });
  });

  it.each([
    ['-1', 'admin:validation.moneyNegative'],
    ['1.234', 'admin:validation.moneyFormat'],
    ['abc', 'admin:validation.moneyFormat'],
    ['1,23.00', 'admin:validation.moneyFormat'],
    ['1e3', 'admin:validation.moneyFormat'],
    ['1000000.01', 'admin:validation.moneyTooLarge'],
  ])('refuses %s', (input, key) => {
    expect(parseMoney(input)).toEqual({ ok: false, key });
  });

  it('round-trips with centsToInput for every cent amount up to $20', () => {
    for (let cents = 0; cents <= 2000; cents += 1) expect(parseMoney(centsToInput(cents))).toEqual({ ok: true, cents });
    expect(centsToInput(null)).toBe('');
  });
});

describe('salePriceIssue', () => {
  it('accepts an empty sale price or one below list', () => {
    expect(salePriceIssue(100, null)).toBeNull();
    expect(salePriceIssue(null, null)).toBeNull();
    expect(salePriceIssue(100, 99)).toBeNull();
    expect(salePriceIssue(100, 0)).toBeNull();
  });
  it('refuses a sale price at or above list, or without a list price', () => {
    expect(salePriceIssue(100, 100)).toBe('admin:validation.saleBelowList');
    expect(salePriceIssue(100, 150)).toBe('admin:validation.saleBelowList');
    expect(salePriceIssue(null, 50)).toBe('admin:validation.saleNeedsList');
  });
});

describe('percentage price change', () => {
  it('parses percentages without floats', () => {
    expect(parsePercent('5')).toEqual({ ok: true, basisPoints: 500 });
    expect(parsePercent('+2.5%')).toEqual({ ok: true, basisPoints: 250 });
    expect(parsePercent('-10')).toEqual({ ok: true, basisPoints: -1000 });
    expect(parsePercent('0')).toEqual({ ok: false, key: 'admin:validation.percentZero' });
    expect(parsePercent('-101')).toEqual({ ok: false, key: 'admin:validation.percentRange' });
    expect(parsePercent('ten')).toEqual({ ok: false, key: 'admin:validation.percentFormat' });
  });

  it.each([
    [82, 500, 86], // 86.1 → 86
    [85, 1000, 94], // 93.5 → 94 (half up)
    [4500, -1000, 4050],
    [115, 333, 119], // 118.8295 → 119
    [1, -5000, 1], // 0.5 → 1
    [100, -10000, 0],
  ])('%i cents changed by %i bp is %i cents', (cents, bp, expected) => {
    expect(applyPercent(cents, bp)).toBe(expected);
  });

  it('previews every row, keeps empty prices empty and flags a sale price that would reach list', () => {
    const rows = [
      { productId: 'a', name: 'A', listPriceCents: 100, salePriceCents: 90 },
      { productId: 'b', name: 'B', listPriceCents: null, salePriceCents: null },
      { productId: 'c', name: 'C', listPriceCents: 2, salePriceCents: 1 },
    ];
    const preview = previewPriceChange(rows, -5000);
    expect(preview.map((r) => [r.newListPriceCents, r.newSalePriceCents, r.issue])).toEqual([
      [50, 45, null],
      [null, null, null],
      [1, 1, 'admin:validation.saleBelowList'],
    ]);
  });

  it('flags a new price above what the back office accepts, so a percentage cannot raise one past it', () => {
    const rows = [
      { productId: 'a', name: 'A', listPriceCents: 100_000_000, salePriceCents: null },
      { productId: 'b', name: 'B', listPriceCents: 50_000_000, salePriceCents: 40_000_000 },
      { productId: 'c', name: 'C', listPriceCents: 10_000, salePriceCents: 9_000 },
    ];
    expect(previewPriceChange(rows, 100_000).map((r) => [r.newListPriceCents, r.issue])).toEqual([
      [1_100_000_000, 'admin:validation.moneyTooLarge'],
      [550_000_000, 'admin:validation.moneyTooLarge'],
      [110_000, null],
    ]);
    // Exactly the largest amount is still fine.
    expect(previewPriceChange([{ productId: 'd', name: 'D', listPriceCents: 50_000_000, salePriceCents: null }], 10_000)[0]!.issue).toBeNull();
  });

  it('flags a change that would bring a price to $0.00', () => {
    const rows = [
      { productId: 'a', name: 'A', listPriceCents: 2_800, salePriceCents: null },
      { productId: 'b', name: 'B', listPriceCents: 0, salePriceCents: null },
      { productId: 'c', name: 'C', listPriceCents: 1, salePriceCents: null },
    ];
    expect(previewPriceChange(rows, -10_000).map((r) => [r.newListPriceCents, r.issue])).toEqual([
      [0, 'admin:validation.priceWouldBeZero'],
      [0, null],
      [0, 'admin:validation.priceWouldBeZero'],
    ]);
    expect(previewPriceChange(rows, -9_900).map((r) => [r.newListPriceCents, r.issue])).toEqual([[28, null], [0, null], [0, 'admin:validation.priceWouldBeZero']]);
  });
});
