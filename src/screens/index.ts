// Which screen renders each route. Each is its own chunk, loaded only by its pages.
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
  privacy: dynamic(() => import('./legal/PrivacyScreen')),
  terms: dynamic(() => import('./legal/TermsScreen')),
};

/**
 * Loads a screen's chunk and waits for it, so the server renders the screen rather than an empty
 * placeholder. next/dynamic returns a forwardRef wrapper; its `preload` sits on the inner render
 * function. Without this, the first page each build worker prerenders came out with an empty <main>.
 */
export async function preloadScreen(id: RouteId): Promise<void> {
  const screen = screens[id] as unknown as { render?: { preload?: () => Promise<unknown> } };
  const preload = screen.render?.preload;
  if (!preload) throw new Error(`Screen ${id} cannot be preloaded (next/dynamic changed shape?)`);
  await preload();
}
