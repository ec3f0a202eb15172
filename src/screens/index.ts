// Which screen renders each route. Each is its own chunk, loaded only by its pages.
import type { ComponentType } from 'react';
import dynamic from 'next/dynamic';
import { preloadDynamic } from '@/page-runtime/preload-dynamic';
import { partsLoaded } from '@/page-runtime/LazyPart';
import type { PageProps } from '@/lib/page-data';
import type { RouteId } from '@/routing/routes';

// Each screen declares the data its page loader returns; the registry cannot know them all.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyScreen = ComponentType<PageProps<any>>;

/** A screen loaded after a client-side page change shows once its lazy parts' code is there too. */
const withParts = async <M,>(screen: M): Promise<M> => {
  await partsLoaded();
  return screen;
};

export const screens: Record<RouteId, AnyScreen> = {
  home: dynamic(() => import('./home/HomeScreen').then(withParts)),
  products: dynamic(() => import('./products/ProductsScreen').then(withParts)),
  grass: dynamic(() => import('./catalogue/GrassScreen').then(withParts)),
  grassProduct: dynamic(() => import('./catalogue/GrassProductScreen').then(withParts)),
  rock: dynamic(() => import('./catalogue/RockScreen').then(withParts)),
  mulch: dynamic(() => import('./catalogue/MulchScreen').then(withParts)),
  soil: dynamic(() => import('./catalogue/SoilScreen').then(withParts)),
  sand: dynamic(() => import('./catalogue/SandScreen').then(withParts)),
  services: dynamic(() => import('./services/ServicesScreen').then(withParts)),
  sodDelivery: dynamic(() => import('./services/SodDeliveryScreen').then(withParts)),
  bulkDelivery: dynamic(() => import('./services/BulkDeliveryScreen').then(withParts)),
  areas: dynamic(() => import('./areas/AreasScreen').then(withParts)),
  areaDetail: dynamic(() => import('./areas/AreaDetailScreen').then(withParts)),
  blog: dynamic(() => import('./blog/BlogScreen').then(withParts)),
  blogPost: dynamic(() => import('./blog/BlogPostScreen').then(withParts)),
  about: dynamic(() => import('./about/AboutScreen').then(withParts)),
  contact: dynamic(() => import('./contact/ContactScreen').then(withParts)),
  quote: dynamic(() => import('./quote/QuoteScreen').then(withParts)),
  auth: dynamic(() => import('./auth/AuthScreen').then(withParts)),
  account: dynamic(() => import('./account/AccountScreen').then(withParts)),
  security: dynamic(() => import('./account/SecurityScreen').then(withParts)),
  accountQuote: dynamic(() => import('./account/AccountQuoteScreen').then(withParts)),
  privacy: dynamic(() => import('./legal/PrivacyScreen').then(withParts)),
  terms: dynamic(() => import('./legal/TermsScreen').then(withParts)),
  quoteLink: dynamic(() => import('./orders/QuoteLinkScreen').then(withParts)),
};

/** Loads a screen's chunk and waits for it, so the server renders the screen (see preloadDynamic). */
export function preloadScreen(id: RouteId): Promise<void> {
  return preloadDynamic(screens[id], `Screen ${id}`);
}
