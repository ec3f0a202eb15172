// What every page built from the route table receives.
import type { Lang } from '@/i18n/languages';
import type { RouteId, RouteParams } from '@/routing/routes';

export interface PageMeta {
  title: string;
  description: string;
  /** Route and params of the canonical URL (differs when an unknown slug shows fallback content). */
  canonical: { id: RouteId; params: RouteParams };
  noindex?: boolean;
  /** JSON-LD objects for this page. */
  structuredData?: object[];
  /** Social preview image path under /public. */
  image?: string;
}

export interface PageProps<Data = unknown> {
  lang: Lang;
  route: { id: RouteId; params: RouteParams };
  meta: PageMeta;
  data: Data;
}
