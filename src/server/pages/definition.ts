// What a page of the route table needs at build/revalidation time. Runs on the server only.
import type { Lang } from '@/i18n/languages';
import type { Namespace } from '@/i18n/next-i18next.config';
import type { PageMeta } from '@/lib/page-data';
import type { RouteMatch, RouteParams } from '@/routing/routes';
import type { SiteFrame } from '@/server/services/site-frame';
import type { CategoryKey } from '@/content/types';

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

export interface PageDefinition {
  /** Translation namespaces the screen uses besides common and validation. */
  ns?: Namespace[];
  load?: (args: LoadArgs) => Promise<LoadResult>;
  /** Params of the pages to build ahead of time (others render on first request). */
  staticParams?: () => Promise<RouteParams[]>;
  /** Seconds before a rebuild in the background; false for pages that change only on demand. */
  revalidate?: number | false;
  /**
   * What the page shows that staff change in /admin: a change rebuilds exactly the pages that show
   * it (src/server/pages/revalidation.ts). The frame of every page (menu, footer areas) is not
   * listed: a change to it rebuilds every page.
   */
  shows?: PageShows;
}

export interface PageShows {
  /** Prices and texts of the products of these categories ('all': every category). */
  products?: 'all' | readonly CategoryKey[];
  /** A page per product: the route parameter that holds the product's slug. */
  productParam?: string;
  /** Delivery fees (the bands). */
  deliveryFees?: boolean;
  /** Gallery projects and testimonials: the home page's ('home') or an area page's ('area'). */
  showcase?: 'home' | 'area';
  /** For 'area': the route parameter that holds the area's slug. */
  showcaseParam?: string;
}
