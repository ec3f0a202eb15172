import { getDb } from '@/server/db/client';
import { productJsonLd } from '@/lib/structured-data';
import { findCategoryItem, listCategorySlugs, listSoldUnits, type CatalogueItem, type SoldUnit } from '@/server/services/catalogue-pages';
import type { Crumb } from '@/lib/structured-data';
import type { PageLoader } from '../definition';
import { crumbsFor, withBreadcrumbs } from './category-page';

export interface GrassProductData {
  item: CatalogueItem;
  /** The pallet, half pallet and piece with their sizes and prices (the item's price is per sq ft). */
  units: SoldUnit[];
  crumbs: Crumb[];
}

/** A grass variety page: /en/grass/{slug}, /es/pasto/{slug}; unknown or inactive slug → 404. */
export const loader: PageLoader = {
  staticParams: async () => (await listCategorySlugs(getDb(), 'grass')).map((product) => ({ product })),
  load: async ({ lang, params, frame }) => {
    const slug = params.product ?? '';
    const [item, units] = await Promise.all([findCategoryItem(getDb(), 'grass', slug, lang), listSoldUnits(getDb(), slug)]);
    if (!item) return { notFound: true };
    const crumbs = crumbsFor(lang, [{ id: 'products' }, { id: 'grass' }, { id: 'grassProduct', params: { product: slug }, label: item.name }]);
    const result = withBreadcrumbs<GrassProductData>(lang, { item, units, crumbs }, [
      productJsonLd(lang, {
        name: item.name,
        description: item.description,
        ...(item.image ? { image: item.image } : {}),
        priceCents: item.priceCents,
        unitLabel: item.unitLabel,
        url: { id: 'grassProduct', params: { product: slug } },
        category: crumbs[2]?.label,
        sku: item.slug,
      }, frame.business),
    ]);
    const description = item.description.length > 155 ? `${item.description.slice(0, 152).trimEnd()}…` : item.description;
    return { ...result, meta: { ...result.meta, title: item.name, description, ...(item.image ? { image: item.image } : {}) } };
  },
};
