// How each page of the route table gets its data at build/revalidation time.
// Screens (src/screens) render it; this file runs on the server only.
import type { Lang } from '@/i18n/languages';
import type { Namespace } from '@/i18n/next-i18next.config';
import type { PageMeta } from '@/lib/page-data';
import type { RouteId, RouteParams } from '@/routing/routes';

export interface LoadArgs {
  lang: Lang;
  params: RouteParams;
}

export interface LoadResult<Data = unknown> {
  data?: Data;
  meta?: Partial<PageMeta>;
  notFound?: boolean;
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

export const pageDefinitions: Record<RouteId, PageDefinition> = {
  home: { ns: ['home', 'quote', 'leads', 'catalogue'] },
  products: { ns: ['catalogue'] },
  grass: { ns: ['catalogue'] },
  grassProduct: { ns: ['catalogue'] },
  rock: { ns: ['catalogue'] },
  mulch: { ns: ['catalogue'] },
  soil: { ns: ['catalogue'] },
  sand: { ns: ['catalogue'] },
  services: { ns: ['pages'] },
  sodDelivery: { ns: ['pages', 'catalogue'] },
  bulkDelivery: { ns: ['pages', 'catalogue'] },
  areas: { ns: ['pages', 'quote'] },
  areaDetail: { ns: ['pages'] },
  blog: { ns: ['pages'] },
  blogPost: { ns: ['pages'] },
  about: { ns: ['pages'] },
  contact: { ns: ['pages', 'leads'] },
  quote: { ns: ['quote'] },
  auth: { ns: ['auth'] },
  account: { ns: ['auth', 'quote'] },
  privacy: { ns: ['pages'] },
  terms: { ns: ['pages'] },
};
