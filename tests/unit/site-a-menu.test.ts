// The header's product menus, built from the categories and active products the database holds.
import { describe, expect, it } from 'vitest';
import { DESKTOP_VARIETIES, MOBILE_VARIETIES, buildMenu, varietyHref } from '@/routing/menu';

const product = (slug: string) => ({ slug, nameEn: `${slug} (en)`, nameEs: `${slug} (es)` });
const source = [
  { key: 'grass', products: ['raleigh', 'palmetto', 'floratam', 'zeon', 'emerald'].map(product) },
  { key: 'rock', products: ['river-rock'].map(product) },
  { key: 'gift-cards', products: ['card'].map(product) },
  { key: 'sand', products: [] },
];

describe('header product menu', () => {
  it('keeps the categories’ order, counts every active variety and carries only the leading ones, named in the page language', () => {
    const menu = buildMenu(source, 'es');
    expect(menu.map((c) => [c.key, c.count])).toEqual([
      ['grass', 5],
      ['rock', 1],
      ['sand', 0],
    ]);
    expect(menu[0]!.varieties).toEqual([
      { slug: 'raleigh', name: 'raleigh (es)' },
      { slug: 'palmetto', name: 'palmetto (es)' },
      { slug: 'floratam', name: 'floratam (es)' },
    ]);
    expect(buildMenu(source, 'en')[1]!.varieties).toEqual([{ slug: 'river-rock', name: 'river-rock (en)' }]);
    expect(DESKTOP_VARIETIES).toBe(3);
    expect(MOBILE_VARIETIES).toBe(2);
  });

  it('links grass varieties to their pages and other products to their card on the category page', () => {
    expect(varietyHref('en', 'grass', 'zoysia-emerald')).toBe('/en/grass/zoysia-emerald');
    expect(varietyHref('es', 'grass', 'zoysia-emerald')).toBe('/es/pasto/zoysia-emerald');
    expect(varietyHref('es', 'rock', 'river-rock')).toBe('/es/roca#river-rock');
    expect(varietyHref('en', 'sand', 'torpedo-sand')).toBe('/en/sand#torpedo-sand');
  });
});
