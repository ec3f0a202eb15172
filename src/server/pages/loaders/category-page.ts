// Shared by the category page loaders: products and prices from the database, breadcrumbs.
import { getDb } from '@/server/db/client';
import { translate } from '@/server/i18n/translate';
import { listCategoryItems, type CatalogueItem } from '@/server/services/catalogue-pages';
import { breadcrumbJsonLd, type Crumb } from '@/lib/structured-data';
import type { CategoryKey } from '@/content/types';
import type { Lang } from '@/i18n/languages';
import type { RouteId } from '@/routing/routes';
import type { LoadResult, PageLoader } from '../definition';

export interface CategoryPageData {
  items: CatalogueItem[];
  crumbs: Crumb[];
}

/** Home > … > page, labelled with the header's navigation names. */
export function crumbsFor(lang: Lang, trail: { id: RouteId; params?: Record<string, string>; label?: string }[]): Crumb[] {
  return [{ id: 'home' as RouteId }, ...trail].map((c) => ({
    id: c.id,
    params: c.params ?? {},
    label: 'label' in c && c.label ? c.label : translate(lang, `common:nav.${c.id}`),
  }));
}

export function withBreadcrumbs<D extends { crumbs: Crumb[] }>(lang: Lang, data: D, extra: object[] = []): LoadResult<D> {
  return { data, meta: { structuredData: [breadcrumbJsonLd(lang, data.crumbs), ...extra] } };
}

/** The loader of a category page (grid of its active products). */
export function categoryPage(category: CategoryKey & RouteId): PageLoader {
  return {
    load: async ({ lang }) =>
      withBreadcrumbs<CategoryPageData>(lang, {
        items: await listCategoryItems(getDb(), category, lang),
        crumbs: crumbsFor(lang, [{ id: 'products' }, { id: category }]),
      }),
  };
}
