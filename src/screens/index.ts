// Which screen renders each route. Each is its own chunk (next/dynamic), loaded only by its pages;
// Next loads every one on the server before it renders a page, and in the browser it loads the
// page's chunk before hydrating.
import type { ComponentType } from 'react';
import dynamic from 'next/dynamic';
import type { PageProps } from '@/lib/page-data';
import type { RouteId } from '@/routing/routes';

// Each screen declares the data its page loader returns; the registry cannot know them all.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyScreen = ComponentType<PageProps<any>>;

export const screens: Record<RouteId, AnyScreen> = {
  home: dynamic(() => import('./home/HomeScreen')),
  products: dynamic(() => import('./products/ProductsScreen')),
  grass: dynamic(() => import('./catalogue/GrassScreen')),
  grassProduct: dynamic(() => import('./catalogue/GrassProductScreen')),
  rock: dynamic(() => import('./catalogue/RockScreen')),
  mulch: dynamic(() => import('./catalogue/MulchScreen')),
  soil: dynamic(() => import('./catalogue/SoilScreen')),
  sand: dynamic(() => import('./catalogue/SandScreen')),
  services: dynamic(() => import('./services/ServicesScreen')),
  sodDelivery: dynamic(() => import('./services/SodDeliveryScreen')),
  bulkDelivery: dynamic(() => import('./services/BulkDeliveryScreen')),
  areas: dynamic(() => import('./areas/AreasScreen')),
  areaDetail: dynamic(() => import('./areas/AreaDetailScreen')),
  blog: dynamic(() => import('./blog/BlogScreen')),
  blogPost: dynamic(() => import('./blog/BlogPostScreen')),
  about: dynamic(() => import('./about/AboutScreen')),
  contact: dynamic(() => import('./contact/ContactScreen')),
  quote: dynamic(() => import('./quote/QuoteScreen')),
  auth: dynamic(() => import('./auth/AuthScreen')),
  account: dynamic(() => import('./account/AccountScreen')),
  security: dynamic(() => import('./account/SecurityScreen')),
  accountQuote: dynamic(() => import('./account/AccountQuoteScreen')),
  privacy: dynamic(() => import('./legal/PrivacyScreen')),
  terms: dynamic(() => import('./legal/TermsScreen')),
  quoteLink: dynamic(() => import('./orders/QuoteLinkScreen')),
};
