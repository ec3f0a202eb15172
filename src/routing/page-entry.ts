// The shape of an entry of the page table (src/routing/routes.ts). Types only: nothing here
// reaches a browser bundle.
import type { Lang } from '@/i18n/languages';
import type { Namespace } from '@/i18n/next-i18next.config';
import type { CategoryKey } from '@/content/types';
import type { PageLoader } from '@/server/pages/definition';

/**
 * What a page shows that staff change in /admin: a change rebuilds exactly the pages that show
 * it (src/server/pages/revalidation.ts). The frame of every page (menu, footer areas) is not
 * listed: a change to it rebuilds every page.
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

/** One page: its path in each language (`:name` is a parameter) and what the server needs to build it. */
export interface PageEntry extends Readonly<Record<Lang, string>> {
  /**
   * Its server loader's module in src/server/pages/loaders/ (what the page's HTML needs from the
   * database): loaded on the server only, when the page is built. None: the page loads nothing on
   * the server (a private page's screen loads what it needs in the browser).
   */
  readonly loader?: () => Promise<{ loader: PageLoader }>;
  /** Translation namespaces the screen uses besides common and validation. */
  readonly ns?: readonly Namespace[];
  /** Only for signed-in people or forms: never built ahead, listed or indexed, nor rebuilt by /admin changes. */
  readonly private?: true;
  /** The page reads its query string (a link's token): the language switch keeps it. Written outside the server-only part. */
  readonly keepsQuery?: true;
  /** Seconds before a rebuild in the background (default 300); false for pages that change only on demand. */
  readonly revalidate?: number | false;
  /** What the page shows that staff change in /admin (see PageShows). */
  readonly shows?: PageShows;
}
