// What every page built from the route table receives.
import type { Lang } from '@/i18n/languages';
import type { RouteId, RouteParams } from '@/routing/routes';
import type { MenuCategory } from '@/routing/menu';
import type { BusinessFacts } from '@/domain/business-facts';
import type { UploadedPhoto } from '@/domain/photo-upload';
import type { CategoryKey } from '@/content/types';

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

/** Photos staff uploaded for the categories and the storefront (src/components/layout/site-photos.tsx). */
export interface SitePhotos {
  storefront: UploadedPhoto | null;
  categories: Partial<Record<CategoryKey, UploadedPhoto>>;
}

/** The site frame's content (src/server/pages/layout-data.ts). */
export interface LayoutData {
  /** The header's product menus. */
  menu: MenuCategory[];
  footerAreas: { slug: string; name: string }[];
  /** The business facts (header, footer, contact details, hours), given to every part by BusinessProvider. */
  business: BusinessFacts;
  /** Uploaded category and storefront photos (SitePhotosProvider). */
  photos?: SitePhotos;
  /** The year the page was built (Texas time): the footer's ©. Every page is rebuilt at least daily. */
  year: number;
}

export interface PageProps<Data = unknown> {
  lang: Lang;
  layout: LayoutData;
  route: { id: RouteId; params: RouteParams };
  meta: PageMeta;
  data: Data;
}
