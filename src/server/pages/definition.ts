// What a page of the page registry (./registry.ts) needs at build/revalidation time. Runs on the server only.
import type { Lang } from '@/i18n/languages';
import type { Namespace } from '@/i18n/next-i18next.config';
import type { CategoryKey } from '@/content/types';
import type { PageMeta } from '@/lib/page-data';
import type { PagePaths, RouteMatch, RouteParams } from '@/routing/routes';
import type { SiteFrame } from '@/server/services/site-frame';

/**
 * What a page shows that staff change in /admin: a change rebuilds exactly the pages that show
 * it (./revalidation.ts). The frame of every page (menu, footer areas) is not listed: a change to
 * it rebuilds every page.
 */
export interface PageShows {
  /** Prices and texts of the products of these categories ('all': every category). */
  readonly products?: 'all' | readonly CategoryKey[];
  /** A page per product: the route parameter that holds the product's slug. */
  readonly productParam?: string;
  /** Delivery fees (the bands). */
  readonly deliveryFees?: boolean;
  /** Gallery projects and testimonials: the home page's ('home') or an area page's ('area'). */
  readonly showcase?: 'home' | 'area';
  /** For 'area': the route parameter that holds the area's slug. */
  readonly showcaseParam?: string;
}

/** A page's entry in the registry: what the server needs to build it (its paths are in the path table). */
export interface PageFacts {
  /**
   * Its server loader's module in ./loaders/ (what the page's HTML needs from the database),
   * loaded when the page is first built. None: the page loads nothing on the server (a private
   * page's screen loads what it needs in the browser).
   */
  readonly loader?: () => Promise<{ loader: PageLoader }>;
  /** Translation namespaces the screen uses besides common and validation. */
  readonly ns?: readonly Namespace[];
  /** Seconds before a rebuild in the background (default 300); false for pages that change only on demand. */
  readonly revalidate?: number | false;
  /** What the page shows that staff change in /admin (see PageShows). */
  readonly shows?: PageShows;
}

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

/** What a page whose HTML needs data loads: the module its registry entry names exports this as `loader`. */
export interface PageLoader {
  load: (args: LoadArgs) => Promise<LoadResult>;
  /** Params of the pages to build ahead of time (others render on first request). */
  staticParams?: () => Promise<RouteParams[]>;
  /** For the sitemap: the ISO date of the page's last content change, when known. */
  lastModified?: (params: RouteParams) => string | undefined;
}

/** A page as the server builds it: its paths, its registry entry and its loader, if it has one. */
export interface PageDefinition extends PagePaths, PageFacts, Partial<PageLoader> {}
