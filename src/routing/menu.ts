// What the header's product menus show: per category, how many varieties and the first of them.
// Built from the database (src/server/services/site-frame.ts) and handed to every page with its
// layout data, so a variety staff rename or withdraw leaves the menu at the next rebuild.
import type { CategoryKey } from '@/content/types';
import { pathFor } from './routes';
import type { Lang } from '@/i18n/languages';

export interface MenuVariety {
  slug: string;
  name: string;
}

export interface MenuCategory {
  key: CategoryKey;
  /** Active varieties in the category. */
  count: number;
  /** The leading ones, in the page language (as many as the desktop menu shows). */
  varieties: MenuVariety[];
}

/** Varieties shown per category: 3 in the desktop dropdown, 2 in the mobile menu (spec section 9). */
export const DESKTOP_VARIETIES = 3;
export const MOBILE_VARIETIES = 2;

/** A category as read for the menu: its active products in display order. */
export interface MenuSource {
  key: string;
  products: { slug: string; nameEn: string; nameEs: string }[];
}

const MENU_CATEGORIES: readonly CategoryKey[] = ['grass', 'rock', 'mulch', 'soil', 'sand'];
const isMenuCategory = (key: string): key is CategoryKey => (MENU_CATEGORIES as readonly string[]).includes(key);

/** The menu in one language, from the categories in their order (only the site's five categories). */
export function buildMenu(categories: readonly MenuSource[], lang: Lang): MenuCategory[] {
  return categories.flatMap(({ key, products }) =>
    isMenuCategory(key)
      ? [
          {
            key,
            count: products.length,
            varieties: products.slice(0, DESKTOP_VARIETIES).map((p) => ({ slug: p.slug, name: lang === 'es' ? p.nameEs : p.nameEn })),
          },
        ]
      : [],
  );
}

/** Grass varieties have their own pages; other products are anchors on their category page. */
export function varietyHref(lang: Lang, category: CategoryKey, slug: string): string {
  return category === 'grass' ? pathFor(lang, 'grassProduct', { product: slug }) : `${pathFor(lang, category)}#${slug}`;
}
