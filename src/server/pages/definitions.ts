// Each route's page definition lives in its own module under ./loaders (one owner each).
import type { RouteId } from '@/routing/routes';
import type { PageDefinition } from './definition';
import { definition as homePage } from './loaders/home';
import { definition as productsPage } from './loaders/products';
import { definition as grassPage } from './loaders/grass';
import { definition as grassProductPage } from './loaders/grass-product';
import { definition as rockPage } from './loaders/rock';
import { definition as mulchPage } from './loaders/mulch';
import { definition as soilPage } from './loaders/soil';
import { definition as sandPage } from './loaders/sand';
import { definition as servicesPage } from './loaders/services';
import { definition as sodDeliveryPage } from './loaders/sod-delivery';
import { definition as bulkDeliveryPage } from './loaders/bulk-delivery';
import { definition as areasPage } from './loaders/areas';
import { definition as areaDetailPage } from './loaders/area-detail';
import { definition as blogPage } from './loaders/blog';
import { definition as blogPostPage } from './loaders/blog-post';
import { definition as aboutPage } from './loaders/about';
import { definition as contactPage } from './loaders/contact';
import { definition as quotePage } from './loaders/quote';
import { definition as authPage } from './loaders/auth';
import { definition as accountPage } from './loaders/account';
import { definition as securityPage } from './loaders/security';
import { definition as accountQuotePage } from './loaders/account-quote';
import { definition as privacyPage } from './loaders/privacy';
import { definition as termsPage } from './loaders/terms';
import { definition as quoteLinkPage } from './loaders/quote-link';

export type { LoadArgs, LoadResult, PageDefinition } from './definition';

export const pageDefinitions: Record<RouteId, PageDefinition> = {
  home: homePage,
  products: productsPage,
  grass: grassPage,
  grassProduct: grassProductPage,
  rock: rockPage,
  mulch: mulchPage,
  soil: soilPage,
  sand: sandPage,
  services: servicesPage,
  sodDelivery: sodDeliveryPage,
  bulkDelivery: bulkDeliveryPage,
  areas: areasPage,
  areaDetail: areaDetailPage,
  blog: blogPage,
  blogPost: blogPostPage,
  about: aboutPage,
  contact: contactPage,
  quote: quotePage,
  auth: authPage,
  account: accountPage,
  security: securityPage,
  accountQuote: accountQuotePage,
  privacy: privacyPage,
  terms: termsPage,
  quoteLink: quoteLinkPage,
};
