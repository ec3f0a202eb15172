// The page table: one definition per page (its URLs in both languages, translation namespaces,
// private, rebuild timer, what it shows). Links, the sitemap, the page resolver and the rebuilds
// all come from here; the screen and loader are found by the id (README "Adding a public page").
import { languages, type Lang } from '@/i18n/languages';
import type { PageEntry, PageShows } from './page-entry';

export type { PageEntry, PageShows } from './page-entry';

/** Prices change in /admin: such pages rebuild at most this often (saving in /admin also rebuilds them at once). */
export const CATALOGUE_REVALIDATE_SECONDS = 60;
/** Staff edit areas in /admin, which rebuilds the pages at once; this is only the fallback timer. */
export const AREAS_REVALIDATE_SECONDS = 3600;

// `en` and `es` are all the browser needs; the rest sits in `...(onServer && { … })`, which
// browser builds compile away (Next makes `typeof window` 'object' there and the minifier drops
// the dead branch), so the server's facts add nothing to a page's script.
const onServer = typeof window === 'undefined';
/** A page of products and prices from the database, rebuilt when they change. */
const catalogue = (products: PageShows['products'], more?: Omit<PageShows, 'products'>) =>
  ({ ns: ['catalogue'], revalidate: CATALOGUE_REVALIDATE_SECONDS, shows: { products, ...more } }) as const;

/** A page of built-in content: rebuilt only by a new release or a change of the frame. */
const builtIn = (ns: PageEntry['ns']) => ({ ns, revalidate: false }) as const;

export const routes = {
  home: {
    en: '/',
    es: '/',
    ...(onServer && {
      ns: ['home', 'quote', 'leads', 'catalogue', 'membership'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: 'all', deliveryFees: true, showcase: 'home' },
    }),
  },
  products: { en: '/products', es: '/productos', ...(onServer && builtIn(['catalogue'])) },
  grass: { en: '/grass', es: '/pasto', ...(onServer && catalogue(['grass'])) },
  grassProduct: { en: '/grass/:product', es: '/pasto/:product', ...(onServer && catalogue(['grass'], { productParam: 'product' })) },
  rock: { en: '/rock', es: '/roca', ...(onServer && catalogue(['rock'])) },
  mulch: { en: '/mulch', es: '/mulch', ...(onServer && catalogue(['mulch'])) },
  soil: { en: '/soil', es: '/tierra', ...(onServer && catalogue(['soil'])) },
  sand: { en: '/sand', es: '/arena', ...(onServer && catalogue(['sand'])) },
  services: {
    en: '/services',
    es: '/servicios',
    ...(onServer && { ns: ['catalogue'], revalidate: AREAS_REVALIDATE_SECONDS }),
  },
  sodDelivery: {
    en: '/services/sod-delivery',
    es: '/servicios/entrega-cesped',
    ...(onServer && catalogue(['grass'], { deliveryFees: true })),
  },
  bulkDelivery: {
    en: '/services/bulk-delivery',
    es: '/servicios/entrega-granel',
    ...(onServer && catalogue(['rock', 'mulch', 'soil', 'sand'])),
  },
  areas: {
    en: '/areas',
    es: '/areas',
    ...(onServer && { ns: ['pages', 'quote'], revalidate: AREAS_REVALIDATE_SECONDS }),
  },
  areaDetail: {
    en: '/areas/:area',
    es: '/areas/:area',
    ...(onServer && {
      ns: ['pages'],
      revalidate: AREAS_REVALIDATE_SECONDS,
      shows: { showcase: 'area', showcaseParam: 'area' },
    }),
  },
  blog: { en: '/blog', es: '/blog', ...(onServer && builtIn(['pages'])) },
  blogPost: { en: '/blog/:post', es: '/blog/:post', ...(onServer && builtIn(['pages'])) },
  about: { en: '/about', es: '/nosotros', ...(onServer && builtIn(['pages'])) },
  contact: { en: '/contact', es: '/contacto', ...(onServer && builtIn(['pages', 'leads'])) },
  quote: {
    en: '/quote',
    es: '/cotizar',
    ...(onServer && {
      ns: ['quote', 'membership'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: 'all', deliveryFees: true },
    }),
  },
  auth: {
    en: '/auth',
    es: '/auth',
    ...(onServer && { ns: ['auth', 'security'], private: true }),
  },
  account: {
    en: '/account',
    es: '/cuenta',
    ...(onServer && { ns: ['auth', 'quote', 'orders', 'membership'], private: true }),
  },
  security: {
    en: '/account/security',
    es: '/cuenta/seguridad',
    ...(onServer && { ns: ['auth', 'security'], private: true }),
  },
  /** One of the signed-in customer's saved quotes (issue 25): its own address, so Back returns to the list. */
  accountQuote: {
    en: '/account/quotes/:quote',
    es: '/cuenta/cotizaciones/:quote',
    ...(onServer && { ns: ['auth', 'quote', 'orders', 'membership'], private: true }),
  },
  /** One quote opened from its e-mailed link, without signing in (issue 22). */
  quoteLink: {
    en: '/quote-link',
    es: '/enlace-cotizacion',
    ...(onServer && { ns: ['quote', 'orders'], private: true }),
  },
  privacy: { en: '/privacy', es: '/privacidad', ...(onServer && builtIn(['pages'])) },
  terms: { en: '/terms', es: '/terminos', ...(onServer && builtIn(['pages'])) },
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
 * The same page in the other language. Unknown pages fall back to the other language's home,
 * never to a 404.
 */
export function translatePath(path: string, to: Lang): string {
  const parsed = parsePath(path);
  if (!parsed) return pathFor(to, 'home');
  const match = matchRoute(parsed.lang, parsed.rest);
  return match ? pathFor(to, match.id, match.params) : pathFor(to, 'home');
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
