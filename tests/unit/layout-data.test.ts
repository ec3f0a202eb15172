import { describe, expect, it } from 'vitest';
import { FOOTER_AREAS, layoutData } from '@/server/pages/layout-data';
import { seededFacts } from './support/business-facts';

const areas = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((slug) => ({ slug, name: slug.toUpperCase() }));
const menu = [{ key: 'grass' as const, count: 1, varieties: [{ slug: 'raleigh', name: 'Raleigh' }] }];

describe('the site frame data every page receives', () => {
  it('lists the first areas served, in their order, by name and page slug, and the product menu', () => {
    const data = layoutData({ menu, areas, business: seededFacts });
    expect(FOOTER_AREAS).toBe(6);
    expect(data.footerAreas).toEqual(areas.slice(0, FOOTER_AREAS));
    expect(data.menu).toEqual(menu);
    expect(data.business).toBe(seededFacts);
  });
});
