// After a back-office change, the public pages that show what changed are rebuilt at once
// (on-demand revalidation), in both languages, and the calculator's cached data is dropped.
// Which pages those are follows from each page's `shows` in the page registry (./registry.ts): a change
// of prices rebuilds exactly the pages that show prices; a change of the frame (the header menu,
// the areas in the footer, the business's phone) rebuilds every page, the private ones built once
// for everyone (sign-in, account) too. Saved quotes keep their frozen prices.
import type { NextApiResponse } from 'next';
import { languages } from '@/i18n/languages';
import { isParameterized, pathFor, privateRoutes, routeIds, type RouteId } from '@/routing/routes';
import { forgetQuoteData } from '@/server/services/catalogue';
import type { Changed, SiteChange } from '@/server/services/site-change';
import { publicPages, type PageRef } from './public-pages';
import type { PageFacts } from './definition';
import { pageFacts } from './registry';
import { log } from '@/server/log';

export type { PageRef } from './public-pages';

/** Pages rebuilt at the same time after a change. */
const REBUILD_CONCURRENCY = 4;

const entries = routeIds.map((id): [RouteId, PageFacts] => [id, pageFacts(id)]);

const showsCategory = (def: PageFacts, categoryKey: string) =>
  def.shows?.products === 'all' || (def.shows?.products ?? []).some((key) => key === categoryKey);

/** The pages that show a product: listing pages of its category, and its own page. */
function productPages(product: { categoryKey: string; slug: string }): PageRef[] {
  return entries.flatMap(([id, def]): PageRef[] => {
    if (!showsCategory(def, product.categoryKey)) return [];
    const param = def.shows?.productParam;
    if (param) return [{ id, params: { [param]: product.slug } }];
    return isParameterized(id) ? [] : [{ id }];
  });
}

/** The pages that show the gallery projects and testimonials of these places (null: the home page's). */
function showcasePages(places: readonly (string | null)[]): PageRef[] {
  return entries.flatMap(([id, def]): PageRef[] => {
    const param = def.shows?.showcaseParam;
    if (def.shows?.showcase === 'home') return places.includes(null) ? [{ id }] : [];
    if (def.shows?.showcase === 'area' && param) return places.flatMap((place) => (place === null ? [] : [{ id, params: { [param]: place } }]));
    return [];
  });
}

/** The pages a change shows on (routes and params, not yet per language). */
export async function pagesAffected(change: SiteChange): Promise<PageRef[]> {
  const products = change.products ?? [];
  const pages = products.flatMap(productPages);
  if (change.showcase?.length) pages.push(...showcasePages(change.showcase));
  if (change.deliveryFees) pages.push(...entries.filter(([, def]) => def.shows?.deliveryFees).map(([id]) => ({ id })));
  if (change.menu || change.areas || change.business) pages.push(...(await publicPages()), ...privateFramePages());
  return pages;
}

/**
 * The private pages built once for everyone (sign-in, the account's pages without an id): not
 * public, but their header and footer show the menu, the areas and the business's phone too.
 */
const privateFramePages = (): PageRef[] => privateRoutes.filter((id) => !isParameterized(id)).map((id) => ({ id }));

/** The 404 page in each language (it shows the phone number and the frame). */
const notFoundPaths = () => languages.map((lang) => `/${lang}/404`);

/** Each page in both languages, once. */
export function uniquePaths(pages: readonly PageRef[]): string[] {
  return [...new Set(pages.flatMap((page) => languages.map((lang) => pathFor(lang, page.id, page.params))))];
}

/**
 * Rebuilds the pages a change shows on; a failure is logged and never undoes the saved change
 * (the page then refreshes on its regular revalidation timer).
 */
export async function rebuildPages(res: NextApiResponse | undefined, change: SiteChange): Promise<void> {
  if (change.products?.length || change.menu || change.deliveryFees || change.closedDays || change.business) forgetQuoteData();
  if (!res?.revalidate) return;
  const paths = uniquePaths(await pagesAffected(change));
  if (change.menu || change.areas || change.business) paths.push(...notFoundPaths());
  // A few at a time: a change of the frame rebuilds every page, and visitors are served meanwhile.
  let next = 0;
  const worker = async () => {
    for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
      try {
        await res.revalidate(path);
      } catch (error) {
        log.error(`Revalidation of ${path} failed:`, error);
      }
    }
  };
  await Promise.all(Array.from({ length: REBUILD_CONCURRENCY }, worker));
}

/** For routers: awaits a service's change, rebuilds what it shows on, returns the service's result. */
export async function rebuildAfter<T>(res: NextApiResponse | undefined, work: Promise<Changed<T>>): Promise<T> {
  const { value, change } = await work;
  await rebuildPages(res, change);
  return value;
}
