// The page registry: what the server needs to build each page of the path table
// (src/routing/routes.ts), under the same id: its loader, translation namespaces, rebuild timer
// and what it shows. Server only: browser code reads the path table, never this.
import type { RouteId } from '@/routing/routes';
import type { PageFacts, PageShows } from './definition';

/** Prices change in /admin: such pages rebuild at most this often (saving in /admin also rebuilds them at once). */
export const CATALOGUE_REVALIDATE_SECONDS = 60;
/** Staff edit areas in /admin, which rebuilds the pages at once; this is only the fallback timer. */
export const AREAS_REVALIDATE_SECONDS = 3600;
/** Built-in content changes with a release or the frame; the daily rebuild only turns the footer's year (©) within a day of New Year. */
export const BUILT_IN_REVALIDATE_SECONDS = 24 * 60 * 60;

type Loader = PageFacts['loader'];
/** A page of products and prices from the database, rebuilt when they change. */
const catalogue = (loader: Loader, products: PageShows['products'], more?: Omit<PageShows, 'products'>) =>
  ({ loader, ns: ['catalogue'], revalidate: CATALOGUE_REVALIDATE_SECONDS, shows: { products, ...more } }) as const;
/** A page of built-in content: rebuilt by a new release, a change of the frame, and once a day. */
const builtIn = (loader: Loader, ns: PageFacts['ns']) => ({ loader, ns, revalidate: BUILT_IN_REVALIDATE_SECONDS }) as const;

export const pageRegistry = {
  home: {
    loader: () => import('./loaders/home'),
    ns: ['home', 'quote', 'leads', 'catalogue', 'membership'],
    revalidate: CATALOGUE_REVALIDATE_SECONDS,
    shows: { products: 'all', deliveryFees: true, showcase: 'home' },
  },
  products: builtIn(() => import('./loaders/products'), ['catalogue']),
  grass: catalogue(() => import('./loaders/grass'), ['grass']),
  grassProduct: catalogue(() => import('./loaders/grass-product'), ['grass'], { productParam: 'product' }),
  rock: catalogue(() => import('./loaders/rock'), ['rock']),
  mulch: catalogue(() => import('./loaders/mulch'), ['mulch']),
  soil: catalogue(() => import('./loaders/soil'), ['soil']),
  sand: catalogue(() => import('./loaders/sand'), ['sand']),
  services: { loader: () => import('./loaders/services'), ns: ['catalogue'], revalidate: AREAS_REVALIDATE_SECONDS },
  sodDelivery: catalogue(() => import('./loaders/sod-delivery'), ['grass'], { deliveryFees: true }),
  bulkDelivery: catalogue(() => import('./loaders/bulk-delivery'), ['rock', 'mulch', 'soil', 'sand']),
  areas: { loader: () => import('./loaders/areas'), ns: ['pages', 'quote'], revalidate: AREAS_REVALIDATE_SECONDS },
  areaDetail: {
    loader: () => import('./loaders/area-detail'),
    ns: ['pages'],
    revalidate: AREAS_REVALIDATE_SECONDS,
    shows: { showcase: 'area', showcaseParam: 'area' },
  },
  blog: builtIn(() => import('./loaders/blog'), ['pages']),
  blogPost: builtIn(() => import('./loaders/blog-post'), ['pages']),
  about: builtIn(() => import('./loaders/about'), ['pages']),
  contact: builtIn(() => import('./loaders/contact'), ['pages', 'leads']),
  quote: {
    loader: () => import('./loaders/quote'),
    ns: ['quote', 'membership'],
    revalidate: CATALOGUE_REVALIDATE_SECONDS,
    shows: { products: 'all', deliveryFees: true },
  },
  // Private pages load nothing on the server: their screens load what they need in the browser.
  auth: { ns: ['auth', 'security'] },
  account: { ns: ['auth', 'quote', 'orders', 'membership'] },
  security: { ns: ['auth', 'security'] },
  accountQuote: { loader: () => import('./loaders/account-quote'), ns: ['auth', 'quote', 'orders', 'membership'] },
  quoteLink: { ns: ['quote', 'orders'] },
  privacy: builtIn(() => import('./loaders/privacy'), ['pages']),
  terms: builtIn(() => import('./loaders/terms'), ['pages']),
} as const satisfies Record<RouteId, PageFacts>;

/** A page's server facts, read through the common type (the registry's literal types differ per entry). */
export const pageFacts = (id: RouteId): PageFacts => pageRegistry[id];
