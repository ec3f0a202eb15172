import { describe, expect, it } from 'vitest';
import { ageParts, isOverdue, startOfWeek } from '@/domain/admin-follow-up';
import { pagesAffected, uniquePaths } from '@/server/pages/revalidation';

const HOUR = 3_600_000;
const now = new Date('2026-03-12T15:00:00');

describe('follow-up age', () => {
  it('is overdue only while waiting and past 24 hours', () => {
    expect(isOverdue(true, new Date(now.getTime() - 24 * HOUR - 1000), now)).toBe(true);
    expect(isOverdue(true, new Date(now.getTime() - 24 * HOUR), now)).toBe(false);
    expect(isOverdue(false, new Date(now.getTime() - 72 * HOUR), now)).toBe(false);
  });

  it('reads in minutes, hours, then days', () => {
    expect(ageParts(new Date(now.getTime() - 5 * 60_000), now)).toEqual({ unit: 'minutes', count: 5 });
    expect(ageParts(new Date(now.getTime() - 30 * HOUR), now)).toEqual({ unit: 'hours', count: 30 });
    expect(ageParts(new Date(now.getTime() - 80 * HOUR), now)).toEqual({ unit: 'days', count: 3 });
  });

  it('counts the week from Monday', () => {
    const thursday = new Date('2026-03-12T15:00:00');
    expect(startOfWeek(thursday)).toEqual(new Date('2026-03-09T00:00:00'));
    const sunday = new Date('2026-03-15T23:00:00');
    expect(startOfWeek(sunday)).toEqual(new Date('2026-03-09T00:00:00'));
  });
});

describe('pages rebuilt after a change (from what each page definition says it shows)', () => {
  const paths = async (change: Parameters<typeof pagesAffected>[0]) => uniquePaths(await pagesAffected(change)).sort();

  it('a grass price: exactly the pages that show grass prices, in both languages', async () => {
    expect(await paths({ products: [{ categoryKey: 'grass', slug: 'zoysia-emerald' }] })).toEqual(
      [
        '/en', '/es', '/en/quote', '/es/cotizar', '/en/grass', '/es/pasto', '/en/grass/zoysia-emerald', '/es/pasto/zoysia-emerald',
        '/en/services/sod-delivery', '/es/servicios/entrega-cesped',
      ].sort(),
    );
  });

  it('a rock price: the rock page, the bulk delivery page, home and quote; no grass page', async () => {
    expect(await paths({ products: [{ categoryKey: 'rock', slug: 'river-rock' }] })).toEqual(
      ['/en', '/es', '/en/quote', '/es/cotizar', '/en/rock', '/es/roca', '/en/services/bulk-delivery', '/es/servicios/entrega-granel'].sort(),
    );
  });

  it('a band: the pages that show delivery fees, in both languages', async () => {
    expect(await paths({ deliveryFees: true })).toEqual(['/en', '/es', '/en/quote', '/es/cotizar', '/en/services/sod-delivery', '/es/servicios/entrega-cesped'].sort());
  });
});
