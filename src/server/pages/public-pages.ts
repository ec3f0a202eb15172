// Which public pages exist, from the path table and the loaders' `staticParams`: the pages built
// ahead of time, the sitemap's pages, and every page a change of the site's frame rebuilds.
import { fixedRoutePaths, isParameterized, privateRoutes, routeIds, type RouteId, type RouteParams } from '@/routing/routes';
import type { SitemapPage } from '@/lib/sitemap';
import { pageDefinition } from './definitions';

export interface PageRef {
  id: RouteId;
  params?: RouteParams;
}

/** Every public page once (not per language): the fixed routes and each parameterized route's known params. */
export async function publicPages(): Promise<PageRef[]> {
  const fixed = [...new Set(fixedRoutePaths().map(({ id }) => id))].filter((id) => !privateRoutes.includes(id)).map((id) => ({ id }));
  const listed = await Promise.all(
    routeIds
      .filter((id) => isParameterized(id) && !privateRoutes.includes(id))
      .map(async (id) => ((await (await pageDefinition(id)).staticParams?.()) ?? []).map((params) => ({ id, params }))),
  );
  return [...fixed, ...listed.flat()];
}

/** The sitemap's pages: every public page, with the date of its last change where its loader knows it. */
export async function sitemapPages(): Promise<SitemapPage[]> {
  return Promise.all(
    (await publicPages()).map(async (page) => {
      const lastModified = (await pageDefinition(page.id)).lastModified?.(page.params ?? {});
      return lastModified ? { ...page, lastModified } : page;
    }),
  );
}
