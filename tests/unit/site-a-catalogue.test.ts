// Catalogue page rules (prices: shelfPrice in pricing.test.ts): card limits, coverage guide, map pins.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_CARD_APPLICATIONS, MAX_CARD_FEATURES, firstN } from '@/screens/catalogue/parts/limits';
import { cubicYardsFor, sqFtPerCubicYard } from '@/screens/catalogue/parts/coverage';
import { mapPlacements } from '@/content/map-areas';
import { serviceAreas } from '@/content/service-areas';
import { products } from '@/content/catalogue';

describe('card lists', () => {
  it('show at most 4 features and 3 applications', () => {
    expect(MAX_CARD_FEATURES).toBe(4);
    expect(MAX_CARD_APPLICATIONS).toBe(3);
    expect(firstN(['a', 'b', 'c', 'd', 'e'], MAX_CARD_FEATURES)).toEqual(['a', 'b', 'c', 'd']);
    expect(firstN(['a', 'b'], MAX_CARD_APPLICATIONS)).toEqual(['a', 'b']);
  });
});

describe('coverage guide', () => {
  it('computes square feet per cubic yard from 324 sq ft at 1 inch', () => {
    expect(sqFtPerCubicYard(2)).toBe(162);
    expect(sqFtPerCubicYard(3)).toBe(108);
    expect(sqFtPerCubicYard(4)).toBe(81);
    expect(sqFtPerCubicYard(6)).toBe(54);
    expect(sqFtPerCubicYard(0)).toBe(0);
  });

  it('rounds yards to order up', () => {
    expect(cubicYardsFor(500, 3)).toBe(5); // 4.63
    expect(cubicYardsFor(324, 1)).toBe(1);
    expect(cubicYardsFor(0, 3)).toBe(0);
  });
});

describe('service-area map pins', () => {
  it('are placed for seeded service areas, inside the drawing, with specialties in both languages', () => {
    const slugs = new Set(serviceAreas.map((a) => a.slug));
    for (const a of mapPlacements) {
      expect(slugs.has(a.id)).toBe(true);
      expect(a.x).toBeGreaterThan(0);
      expect(a.x).toBeLessThan(400);
      expect(a.y).toBeGreaterThan(0);
      expect(a.y).toBeLessThan(300);
      expect(a.specialties.en.length).toBe(a.specialties.es.length);
    }
  });

  it('seed the spec’s minimum orders (section 9) with the areas', () => {
    const min = Object.fromEntries(serviceAreas.map((a) => [a.slug, a.minimumOrderCents]));
    expect(min).toMatchObject({ 'the-woodlands': 15000, magnolia: 10000, conroe: 12500, cypress: 15000, spring: 13500 });
  });
});

describe('generated images', () => {
  it('exist for every catalogue product', () => {
    for (const p of products) expect(existsSync(path.join('public', p.image)), p.image).toBe(true);
  });
});
