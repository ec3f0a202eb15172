// After a price or band change, the static public pages that show them are rebuilt at once
// (on-demand revalidation), in both languages, and the quote calculator's cached data is dropped.
// Saved quotes keep their frozen prices.
import type { NextApiResponse } from 'next';
import { languages } from '@/i18n/languages';
import { pathFor, type RouteId, type RouteParams } from '@/routing/routes';
import { forgetQuoteData } from '@/server/services/catalogue';

export interface PageRef {
  id: RouteId;
  params?: RouteParams;
}

const CATEGORY_ROUTES: Record<string, RouteId> = { grass: 'grass', rock: 'rock', mulch: 'mulch', soil: 'soil', sand: 'sand' };

/** Pages that show a product's price or texts. */
export function productPages(categoryKey: string, slug?: string): PageRef[] {
  const pages: PageRef[] = [{ id: 'home' }, { id: 'products' }, { id: 'quote' }, { id: 'sodDelivery' }, { id: 'bulkDelivery' }];
  const category = CATEGORY_ROUTES[categoryKey];
  if (category) pages.push({ id: category });
  if (categoryKey === 'grass' && slug) pages.push({ id: 'grassProduct', params: { product: slug } });
  return pages;
}

/** Pages that show delivery fees. */
export function bandPages(): PageRef[] {
  return [{ id: 'home' }, { id: 'quote' }, { id: 'sodDelivery' }, { id: 'bulkDelivery' }];
}

export function uniquePaths(pages: readonly PageRef[]): string[] {
  return [...new Set(pages.flatMap((page) => languages.map((lang) => pathFor(lang, page.id, page.params))))];
}

/**
 * Rebuilds the pages; a failure is logged and never undoes the saved change (the page then
 * refreshes on its regular revalidation timer).
 */
export async function revalidatePages(res: NextApiResponse | undefined, pages: readonly PageRef[]): Promise<void> {
  // Every catalogue change comes through here: the calculator's cached data goes too.
  forgetQuoteData();
  if (!res?.revalidate) return;
  const paths = uniquePaths(pages);
  const results = await Promise.allSettled(paths.map((path) => res.revalidate(path)));
  results.forEach((result, i) => {
    if (result.status === 'rejected') console.error(`Revalidation of ${paths[i]} failed:`, result.reason);
  });
}
