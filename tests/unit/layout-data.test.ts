import { describe, expect, it } from 'vitest';
import { FOOTER_AREAS, layoutData } from '@/server/pages/layout-data';
import { routeIds } from '@/routing/routes';
import { BUILT_IN_REVALIDATE_SECONDS, pageFacts } from '@/server/pages/registry';
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

  it('carries the year the page is built on the business’s calendar (the footer’s ©)', () => {
    const frame = { menu, areas, business: seededFacts };
    expect(layoutData(frame, new Date('2031-06-15T12:00:00Z')).year).toBe(2031);
    // New Year's Eve, 9 p.m. in Magnolia, is already January 1 in UTC.
    expect(layoutData(frame, new Date('2032-01-01T03:00:00Z')).year).toBe(2031);
    expect(layoutData(frame, new Date('2032-01-01T06:30:00Z')).year).toBe(2032);
  });

  it('rebuilds every public page at least once a day, so the year turns within a day', () => {
    // No timer: the default of 5 minutes ([[...slug]].tsx).
    for (const id of routeIds) expect(pageFacts(id).revalidate ?? 300, id).toBeLessThanOrEqual(BUILT_IN_REVALIDATE_SECONDS);
  });
});
