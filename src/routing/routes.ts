// The page table: one definition per page (its URLs in both languages, its server loader,
// translation namespaces, private, rebuild timer, what it shows). Links, the sitemap, the page
// resolver, the page builds and the rebuilds all come from here; the screen is found by the id in
// src/screens/index.ts (README "Adding a public page").
import { languages, type Lang } from '@/i18n/languages';
import type { PageEntry, PageShows } from './page-entry';

export type { PageEntry, PageShows } from './page-entry';

/** Prices change in /admin: such pages rebuild at most this often (saving in /admin also rebuilds them at once). */
export const CATALOGUE_REVALIDATE_SECONDS = 60;
/** Staff edit areas in /admin, which rebuilds the pages at once; this is only the fallback timer. */
export const AREAS_REVALIDATE_SECONDS = 3600;

// `en` and `es` are all the browser needs; the rest sits in `...(typeof window === 'undefined' &&
// { … })`, which browser builds leave out: Next compiles `typeof window` to 'object' there, so
// webpack never follows the dead branch (nor the loader's `import()` in it: no server code can
// reach a browser bundle) and the minifier drops it. The test must stay written out in each
// entry: webpack cannot see through a variable holding it.
type Loader = PageEntry['loader'];
/** A page of products and prices from the database, rebuilt when they change. */
const catalogue = (loader: Loader, products: PageShows['products'], more?: Omit<PageShows, 'products'>) =>
  ({ loader, ns: ['catalogue'], revalidate: CATALOGUE_REVALIDATE_SECONDS, shows: { products, ...more } }) as const;

/** Built-in content changes with a release or the frame; the daily rebuild only turns the footer's year (©) within a day of New Year. */
export const BUILT_IN_REVALIDATE_SECONDS = 24 * 60 * 60;
/** A page of built-in content: rebuilt by a new release, a change of the frame, and once a day. */
const builtIn = (loader: Loader, ns: PageEntry['ns']) => ({ loader, ns, revalidate: BUILT_IN_REVALIDATE_SECONDS }) as const;

export const routes = {
  home: {
    en: '/',
    es: '/',
    ...(typeof window === 'undefined' && {
      loader: () => import('@/server/pages/loaders/home'),
      ns: ['home', 'quote', 'leads', 'catalogue', 'membership'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: 'all', deliveryFees: true, showcase: 'home' },
    }),
  },
  products: { en: '/products', es: '/productos', ...(typeof window === 'undefined' && builtIn(() => import('@/server/pages/loaders/products'), ['catalogue'])) },
  grass: { en: '/grass', es: '/pasto', ...(typeof window === 'undefined' && catalogue(() => import('@/server/pages/loaders/grass'), ['grass'])) },
  grassProduct: { en: '/grass/:product', es: '/pasto/:product', ...(typeof window === 'undefined' && catalogue(() => import('@/server/pages/loaders/grass-product'), ['grass'], { productParam: 'product' })) },
  rock: { en: '/rock', es: '/roca', ...(typeof window === 'undefined' && catalogue(() => import('@/server/pages/loaders/rock'), ['rock'])) },
  mulch: { en: '/mulch', es: '/mulch', ...(typeof window === 'undefined' && catalogue(() => import('@/server/pages/loaders/mulch'), ['mulch'])) },
  soil: { en: '/soil', es: '/tierra', ...(typeof window === 'undefined' && catalogue(() => import('@/server/pages/loaders/soil'), ['soil'])) },
  sand: { en: '/sand', es: '/arena', ...(typeof window === 'undefined' && catalogue(() => import('@/server/pages/loaders/sand'), ['sand'])) },
  services: {
    en: '/services',
    es: '/servicios',
    ...(typeof window === 'undefined' && { loader: () => import('@/server/pages/loaders/services'), ns: ['catalogue'], revalidate: AREAS_REVALIDATE_SECONDS }),
  },
  sodDelivery: {
    en: '/services/sod-delivery',
    es: '/servicios/entrega-cesped',
    ...(typeof window === 'undefined' && catalogue(() => import('@/server/pages/loaders/sod-delivery'), ['grass'], { deliveryFees: true })),
  },
  bulkDelivery: {
    en: '/services/bulk-delivery',
    es: '/servicios/entrega-granel',
    ...(typeof window === 'undefined' && catalogue(() => import('@/server/pages/loaders/bulk-delivery'), ['rock', 'mulch', 'soil', 'sand'])),
  },
  areas: {
    en: '/areas',
    es: '/areas',
    ...(typeof window === 'undefined' && { loader: () => import('@/server/pages/loaders/areas'), ns: ['pages', 'quote'], revalidate: AREAS_REVALIDATE_SECONDS }),
  },
  areaDetail: {
    en: '/areas/:area',
    es: '/areas/:area',
    ...(typeof window === 'undefined' && {
      loader: () => import('@/server/pages/loaders/area-detail'),
      ns: ['pages'],
      revalidate: AREAS_REVALIDATE_SECONDS,
      shows: { showcase: 'area', showcaseParam: 'area' },
    }),
  },
  blog: { en: '/blog', es: '/blog', ...(typeof window === 'undefined' && builtIn(() => import('@/server/pages/loaders/blog'), ['pages'])) },
  blogPost: { en: '/blog/:post', es: '/blog/:post', ...(typeof window === 'undefined' && builtIn(() => import('@/server/pages/loaders/blog-post'), ['pages'])) },
  about: { en: '/about', es: '/nosotros', ...(typeof window === 'undefined' && builtIn(() => import('@/server/pages/loaders/about'), ['pages'])) },
  contact: { en: '/contact', es: '/contacto', ...(typeof window === 'undefined' && builtIn(() => import('@/server/pages/loaders/contact'), ['pages', 'leads'])) },
  quote: {
    en: '/quote',
    es: '/cotizar',
    ...(typeof window === 'undefined' && {
      loader: () => import('@/server/pages/loaders/quote'),
      ns: ['quote', 'membership'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: 'all', deliveryFees: true },
    }),
  },
  auth: {
    en: '/auth',
    es: '/auth',
    ...(typeof window === 'undefined' && { ns: ['auth', 'security'], private: true }),
  },
  account: {
    en: '/account',
    es: '/cuenta',
    ...(typeof window === 'undefined' && { ns: ['auth', 'quote', 'orders', 'membership'], private: true }),
  },
  security: {
    en: '/account/security',
    es: '/cuenta/seguridad',
    ...(typeof window === 'undefined' && { ns: ['auth', 'security'], private: true }),
  },
  /** One of the signed-in customer's saved quotes (issue 25): its own address, so Back returns to the list. */
  accountQuote: {
    en: '/account/quotes/:quote',
    es: '/cuenta/cotizaciones/:quote',
    ...(typeof window === 'undefined' && { loader: () => import('@/server/pages/loaders/account-quote'), ns: ['auth', 'quote', 'orders', 'membership'], private: true }),
  },
  /** One quote opened from its e-mailed link, without signing in (issue 22). */
  quoteLink: {
    en: '/quote-link',
    es: '/enlace-cotizacion',
    // The quote and its token are in the query: the other language's page needs them too.
    keepsQuery: true,
    ...(typeof window === 'undefined' && { ns: ['quote', 'orders'], private: true }),
  },
  privacy: { en: '/privacy', es: '/privacidad', ...(typeof window === 'undefined' && builtIn(() => import('@/server/pages/loaders/privacy'), ['pages'])) },
  terms: { en: '/terms', es: '/terminos', ...(typeof window === 'undefined' && builtIn(() => import('@/server/pages/loaders/terms'), ['pages'])) },
} as const satisfies Record<string, PageEntry>;

export type RouteId = keyof typeof routes;
export type RouteParams = Record<string, string>;
export interface RouteMatch {
  id: RouteId;
  params: RouteParams;
}

/** A page's definition, read through the common type (the table's literal types differ per entry). */
export const pageEntry = (id: RouteId): PageEntry => routes[id];

export const routeIds = Object.keys(routes) as RouteId[];

/** Pages only for signed-in people or forms, never listed for search engines (`private` above; pure, so browser bundles drop it). */
export const privateRoutes: readonly RouteId[] = /*#__PURE__*/ routeIds.filter((id) => pageEntry(id).private);

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * The path of the page on screen, `/{lang}{path}` without query or hash, from Next's router
 * (`asPath` has no language prefix): the same on the server and in the browser, also for `/en?x`.
 */
export function onScreenPath(lang: Lang, asPath: string): string {
  const path = asPath.split(/[?#]/)[0] ?? '';
  return `/${lang}${path === '/' ? '' : path}`;
}

/** `/{lang}{path}` for a route, with its `:params` filled in. */
export function pathFor(lang: Lang, id: RouteId, params: RouteParams = {}): string {
  const filled = segments(routes[id][lang]).map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = params[segment.slice(1)];
    if (!value) throw new Error(`Route ${id} needs the parameter ${segment}`);
    return encodeURIComponent(value);
  });
  return `/${[lang, ...filled].join('/')}`;
}

/** Which route a language and path segments (after the language prefix) name, if any. */
export function matchRoute(lang: Lang, pathSegments: readonly string[]): RouteMatch | null {
  for (const id of routeIds) {
    const pattern = segments(routes[id][lang]);
    if (pattern.length !== pathSegments.length) continue;
    const params: RouteParams = {};
    const matches = pattern.every((part, i) => {
      const actual = pathSegments[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(actual);
        return actual.length > 0;
      }
      return part === actual;
    });
    if (matches) return { id, params };
  }
  return null;
}

/** Splits `/es/pasto/x?y#z` into its language and the segments after it. */
export function parsePath(path: string): { lang: Lang; rest: string[] } | null {
  const [first, ...rest] = segments(path.split(/[?#]/)[0] ?? '');
  if (!languages.includes(first as Lang)) return null;
  return { lang: first as Lang, rest };
}

/**
 * The same page in the other language, with its query string when the page reads one
 * (`keepsQuery`). Unknown pages fall back to the other language's home, never to a 404.
 */
export function translatePath(path: string, to: Lang): string {
  const parsed = parsePath(path);
  if (!parsed) return pathFor(to, 'home');
  const match = matchRoute(parsed.lang, parsed.rest);
  if (!match) return pathFor(to, 'home');
  const query = pageEntry(match.id).keepsQuery ? /\?[^#]*/.exec(path)?.[0] ?? '' : '';
  return pathFor(to, match.id, match.params) + query;
}

/** Every language's URL of a page, for hreflang alternates and the sitemap. */
export function alternatesFor(id: RouteId, params: RouteParams = {}): Record<Lang, string> {
  return Object.fromEntries(languages.map((l) => [l, pathFor(l, id, params)])) as Record<Lang, string>;
}

export function isParameterized(id: RouteId): boolean {
  return routes[id].en.includes(':');
}

/** Routes without parameters, in both languages: the pages built ahead of time. */
export function fixedRoutePaths(): { lang: Lang; id: RouteId; path: string }[] {
  return languages.flatMap((lang) =>
    routeIds.filter((id) => !isParameterized(id)).map((id) => ({ lang, id, path: pathFor(lang, id) })),
  );
}
