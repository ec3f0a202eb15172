// What the header's product menus show: per category, how many varieties and their names.
// Derived from the built-in catalogue (src/content/catalogue.ts) into menu-catalogue.ts so the
// header does not ship the whole catalogue's descriptions to every page.
import type { CategoryKey, Localized, ProductSeed } from '@/content/types';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';

export interface MenuVariety {
  slug: string;
  name: Localized;
}

export interface MenuCategory {
  key: CategoryKey;
  count: number;
  varieties: MenuVariety[];
}

/** Varieties shown per category: 3 in the desktop dropdown, 2 in the mobile menu (spec section 9). */
export const DESKTOP_VARIETIES = 3;
export const MOBILE_VARIETIES = 2;

const ORDER: CategoryKey[] = ['grass', 'rock', 'mulch', 'soil', 'sand'];

export function menuFromCatalogue(products: readonly ProductSeed[]): MenuCategory[] {
  return ORDER.map((key) => {
    const varieties = products
      .filter((p) => p.category === key)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((p) => ({ slug: p.slug, name: { en: p.name.en, es: p.name.es } }));
    return { key, count: varieties.length, varieties };
  });
}

/** Grass varieties have their own pages; other products are anchors on their category page. */
export function varietyHref(lang: Lang, category: CategoryKey, slug: string): string {
  return category === 'grass' ? pathFor(lang, 'grassProduct', { product: slug }) : `${pathFor(lang, category)}#${slug}`;
}
