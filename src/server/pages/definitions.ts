// The server registry of the pages: each route's loader, found by its id in the page table
// (src/routing/routes.ts). A route missing here fails the type check; `null` says the page loads
// nothing on the server (its screen loads what it needs in the browser).
import { pageEntry, routeIds, type RouteId } from '@/routing/routes';
import type { PageDefinition, PageLoader } from './definition';
import { loader as home } from './loaders/home';
import { loader as products } from './loaders/products';
import { loader as grass } from './loaders/grass';
import { loader as grassProduct } from './loaders/grass-product';
import { loader as rock } from './loaders/rock';
import { loader as mulch } from './loaders/mulch';
import { loader as soil } from './loaders/soil';
import { loader as sand } from './loaders/sand';
import { loader as services } from './loaders/services';
import { loader as sodDelivery } from './loaders/sod-delivery';
import { loader as bulkDelivery } from './loaders/bulk-delivery';
import { loader as areas } from './loaders/areas';
import { loader as areaDetail } from './loaders/area-detail';
import { loader as blog } from './loaders/blog';
import { loader as blogPost } from './loaders/blog-post';
import { loader as about } from './loaders/about';
import { loader as contact } from './loaders/contact';
import { loader as quote } from './loaders/quote';
import { loader as accountQuote } from './loaders/account-quote';
import { loader as privacy } from './loaders/privacy';
import { loader as terms } from './loaders/terms';

export type { LoadArgs, LoadResult, PageDefinition, PageLoader } from './definition';

export const pageLoaders: Record<RouteId, PageLoader | null> = {
  home,
  products,
  grass,
  grassProduct,
  rock,
  mulch,
  soil,
  sand,
  services,
  sodDelivery,
  bulkDelivery,
  areas,
  areaDetail,
  blog,
  blogPost,
  about,
  contact,
  quote,
  auth: null,
  account: null,
  security: null,
  accountQuote,
  privacy,
  terms,
  quoteLink: null,
};

/** Every page as the server builds it: its page-table entry joined with its loader. */
export const pageDefinitions = Object.fromEntries(
  routeIds.map((id): [RouteId, PageDefinition] => [id, { ...pageEntry(id), ...pageLoaders[id] }]),
) as Record<RouteId, PageDefinition>;
