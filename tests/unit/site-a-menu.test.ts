// The header's product menus come from the built-in catalogue.
import { describe, expect, it } from 'vitest';
import { categories, products } from '@/content/catalogue';
import { menuCatalogue } from '@/components/layout/menu-catalogue';
import { DESKTOP_VARIETIES, MOBILE_VARIETIES, menuFromCatalogue, varietyHref } from '@/components/layout/menu';

describe('header product menu', () => {
  it('is in step with src/content/catalogue.ts (run scripts/generate-menu-catalogue.ts after editing it)', () => {
    expect(menuCatalogue).toEqual(menuFromCatalogue(products));
  });

  it('has every category with its variety count, in catalogue order', () => {
    expect(menuCatalogue.map((c) => c.key)).toEqual([...categories].sort((a, b) => a.sortOrder - b.sortOrder).map((c) => c.key));
    for (const c of menuCatalogue) {
      expect(c.count).toBe(products.filter((p) => p.category === c.key).length);
      expect(c.varieties).toHaveLength(c.count);
    }
  });

  it('lists varieties by sort order, so the first three (desktop) and two (mobile) are the leading ones', () => {
    const grass = menuCatalogue.find((c) => c.key === 'grass')!;
    const leading = products.filter((p) => p.category === 'grass').sort((a, b) => a.sortOrder - b.sortOrder);
    expect(grass.varieties.slice(0, DESKTOP_VARIETIES).map((v) => v.slug)).toEqual(leading.slice(0, 3).map((p) => p.slug));
    expect(MOBILE_VARIETIES).toBe(2);
    expect(DESKTOP_VARIETIES).toBe(3);
  });

  it('links grass varieties to their pages and other products to their card on the category page', () => {
    expect(varietyHref('en', 'grass', 'zoysia-emerald')).toBe('/en/grass/zoysia-emerald');
    expect(varietyHref('es', 'grass', 'zoysia-emerald')).toBe('/es/pasto/zoysia-emerald');
    expect(varietyHref('es', 'rock', 'river-rock')).toBe('/es/roca#river-rock');
    expect(varietyHref('en', 'sand', 'torpedo-sand')).toBe('/en/sand#torpedo-sand');
  });
});
