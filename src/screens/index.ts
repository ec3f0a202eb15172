// Which screen renders each route. Each is its own chunk, loaded only by its pages.
import type { ComponentType } from 'react';
import dynamic from 'next/dynamic';
import type { PageProps } from '@/lib/page-data';
import type { RouteId } from '@/routing/routes';

const generic = dynamic(() => import('./GenericScreen'));

// Each screen declares the data its page loader returns; the registry cannot know them all.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyScreen = ComponentType<PageProps<any>>;

export const screens: Record<RouteId, AnyScreen> = {
  home: dynamic(() => import('./home/HomeScreen')),
  products: generic,
  grass: generic,
  grassProduct: generic,
  rock: generic,
  mulch: generic,
  soil: generic,
  sand: generic,
  services: generic,
  sodDelivery: generic,
  bulkDelivery: generic,
  areas: generic,
  areaDetail: generic,
  blog: generic,
  blogPost: generic,
  about: generic,
  contact: generic,
  quote: dynamic(() => import('./quote/QuoteScreen')),
  auth: dynamic(() => import('./auth/AuthScreen')),
  account: dynamic(() => import('./account/AccountScreen')),
  privacy: generic,
  terms: generic,
};
