// What a page of the route table needs at build/revalidation time. Runs on the server only.
import type { Lang } from '@/i18n/languages';
import type { Namespace } from '@/i18n/next-i18next.config';
import type { PageMeta } from '@/lib/page-data';
import type { RouteMatch, RouteParams } from '@/routing/routes';
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

export interface PageDefinition {
  /** Translation namespaces the screen uses besides common and validation. */
  ns?: Namespace[];
  load?: (args: LoadArgs) => Promise<LoadResult>;
  /** Params of the pages to build ahead of time (others render on first request). */
  staticParams?: () => Promise<RouteParams[]>;
  /** Seconds before a rebuild in the background; false for pages that never change. */
  revalidate?: number | false;
}
