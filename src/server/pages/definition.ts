// What a page of the page table needs at build/revalidation time. Runs on the server only.
import type { Lang } from '@/i18n/languages';
import type { PageMeta } from '@/lib/page-data';
import type { PageEntry, RouteMatch, RouteParams } from '@/routing/routes';
import type { SiteFrame } from '@/server/services/site-frame';

export interface LoadArgs {
  lang: Lang;
  params: RouteParams;
  /** The menu and areas every page's frame shows (read once per page build). */
  frame: SiteFrame;
}

export interface LoadResult<Data = unknown> {
  data?: Data;
  /** Overrides of the default title/description (pages:meta.<route>.*), canonical, JSON-LD… */
  meta?: Partial<PageMeta>;
  notFound?: boolean;
  /**
   * Another page to send the visitor to (a temporary redirect, in the same language): how an
   * unknown slug "falls back" to a page. Rendering the fallback under every address asked for
   * would store a copy of the page for each one in the page cache, without limit.
   */
  redirectTo?: RouteMatch;
}

/**
 * The server half of a page whose HTML needs data: what it loads. Everything else about the page
 * (paths, namespaces, private, revalidate, what it shows) is its entry in the page table
 * (src/routing/routes.ts), which names the module exporting this as `loader`; ./definitions.ts
 * joins the two.
 */
export interface PageLoader {
  load: (args: LoadArgs) => Promise<LoadResult>;
  /** Params of the pages to build ahead of time (others render on first request). */
  staticParams?: () => Promise<RouteParams[]>;
  /** For the sitemap: the ISO date of the page's last content change, when known. */
  lastModified?: (params: RouteParams) => string | undefined;
}

/** A page as the server builds it: its page-table entry and its loader, if it has one. */
export interface PageDefinition extends PageEntry, Partial<PageLoader> {}
