// The page table: one definition per public page, the only place that knows the site's URLs in
// both languages and what each page is. Links, the language switcher, canonical and alternate
// links, the sitemap, the page resolver, the private (noindex) pages, each page's translation
// namespaces, its rebuild timer and which back-office changes rebuild it all come from here.
// Client-safe: no server code. A page's data loader (src/server/pages/definitions.ts) and its screen
// (src/screens/index.ts) are found by the same id; the types and tests/unit/page-table.test.ts
// fail when either is missing. README "Adding a public page" shows the steps.
import { languages, type Lang } from '@/i18n/languages';
import type { Namespace } from '@/i18n/next-i18next.config';
import type { CategoryKey } from '@/content/types';

/** Prices change in /admin: such pages rebuild at most this often (saving in /admin also rebuilds them at once). */
export const CATALOGUE_REVALIDATE_SECONDS = 60;
/** Staff edit areas in /admin, which rebuilds the pages at once; this is only the fallback timer. */
export const AREAS_REVALIDATE_SECONDS = 3600;

/**
 * What a page shows that staff change in /admin: a change rebuilds exactly the pages that show
 * it (src/server/pages/revalidation.ts). The frame of every page (menu, footer areas) is not
 * listed: a change to it rebuilds every page.
 */
export interface PageShows {
  /** Prices and texts of the products of these categories ('all': every category). */
  readonly products?: 'all' | readonly CategoryKey[];
  /** A page per product: the route parameter that holds the product's slug. */
  readonly productParam?: string;
  /** Delivery fees (the bands). */
  readonly deliveryFees?: boolean;
  /** Gallery projects and testimonials: the home page's ('home') or an area page's ('area'). */
  readonly showcase?: 'home' | 'area';
  /** For 'area': the route parameter that holds the area's slug. */
  readonly showcaseParam?: string;
}

/** One page: its path in each language (`:name` is a parameter) and what the server needs to build it. */
export interface PageEntry extends Readonly<Record<Lang, string>> {
  /** Translation namespaces the screen uses besides common and validation. */
  readonly ns?: readonly Namespace[];
  /** Only for signed-in people or forms: never built ahead, listed or indexed, nor rebuilt by /admin changes. */
  readonly private?: true;
  /** Seconds before a rebuild in the background (default 300); false for pages that change only on demand. */
  readonly revalidate?: number | false;
  /** What the page shows that staff change in /admin (see PageShows). */
  readonly shows?: PageShows;
}

/**
 * The table. `en` and `es` are all the browser needs; the rest of an entry sits in
 * `...(typeof window === 'undefined' && { … })`, which Next's compiler makes `false` in browser
 * bundles and the minifier then drops, so the server's facts never add to a page's JavaScript.
 */
export const routes = {
  home: {
    en: '/',
    es: '/',
    ...(typeof window === 'undefined' && {
      ns: ['home', 'quote', 'leads', 'catalogue', 'membership'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: 'all', deliveryFees: true, showcase: 'home' },
    }),
  },
  products: {
    en: '/products',
    es: '/productos',
    ...(typeof window === 'undefined' && { ns: ['catalogue'], revalidate: false }),
  },
  grass: {
    en: '/grass',
    es: '/pasto',
    ...(typeof window === 'undefined' && {
      ns: ['catalogue'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: ['grass'] },
    }),
  },
  grassProduct: {
    en: '/grass/:product',
    es: '/pasto/:product',
    ...(typeof window === 'undefined' && {
      ns: ['catalogue'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: ['grass'], productParam: 'product' },
    }),
  },
  rock: {
    en: '/rock',
    es: '/roca',
    ...(typeof window === 'undefined' && {
      ns: ['catalogue'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: ['rock'] },
    }),
  },
  mulch: {
    en: '/mulch',
    es: '/mulch',
    ...(typeof window === 'undefined' && {
      ns: ['catalogue'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: ['mulch'] },
    }),
  },
  soil: {
    en: '/soil',
    es: '/tierra',
    ...(typeof window === 'undefined' && {
      ns: ['catalogue'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: ['soil'] },
    }),
  },
  sand: {
    en: '/sand',
    es: '/arena',
    ...(typeof window === 'undefined' && {
      ns: ['catalogue'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: ['sand'] },
    }),
  },
  services: {
    en: '/services',
    es: '/servicios',
    ...(typeof window === 'undefined' && { ns: ['catalogue'], revalidate: AREAS_REVALIDATE_SECONDS }),
  },
  sodDelivery: {
    en: '/services/sod-delivery',
    es: '/servicios/entrega-cesped',
    ...(typeof window === 'undefined' && {
      ns: ['catalogue'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: ['grass'], deliveryFees: true },
    }),
  },
  bulkDelivery: {
    en: '/services/bulk-delivery',
    es: '/servicios/entrega-granel',
    ...(typeof window === 'undefined' && {
      ns: ['catalogue'],
      revalidate: CATALOGUE_REVALIDATE_SECONDS,
      shows: { products: ['rock', 'mulch', 'soil', 'sand'] },
    }),
  },
  areas: {
    en: '/areas',
    es: '/areas',
    ...(typeof window === 'undefined' && { ns: ['pages', 'quote'], revalidate: AREAS_REVALIDATE_SECONDS }),
  },
  areaDetail: {
    en: '/areas/:area',
    es: '/areas/:area',
    ...(typeof window === 'undefined' && {
      ns: ['pages'],
      revalidate: AREAS_REVALIDATE_SECONDS,
      shows: { showcase: 'area', showcaseParam: 'area' },
    }),
  },
  blog: {
    en: '/blog',
    es: '/blog',
    ...(typeof window === 'undefined' && { ns: ['pages'], revalidate: false }),
  },
  blogPost: {
    en: '/blog/:post',
    es: '/blog/:post',
    ...(typeof window === 'undefined' && { ns: ['pages'], revalidate: false }),
  },
  about: {
    en: '/about',
    es: '/nosotros',
    ...(typeof window === 'undefined' && { ns: ['pages'], revalidate: false }),
  },
  contact: {
    en: '/contact',
    es: '/contacto',
    ...(typeof window === 'undefined' && { ns: ['pages', 'leads'], revalidate: false }),
  },
  quote: {
    en: '/quote',
    es: '/cotizar',
    ...(typeof window === 'undefined' && {
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
    ...(typeof window === 'undefined' && { ns: ['auth', 'quote', 'orders', 'membership'], private: true }),
  },
  /** One quote opened from its e-mailed link, without signing in (issue 22). */
  quoteLink: {
    en: '/quote-link',
    es: '/enlace-cotizacion',
    ...(typeof window === 'undefined' && { ns: ['quote', 'orders'], private: true }),
  },
  privacy: {
    en: '/privacy',
    es: '/privacidad',
    ...(typeof window === 'undefined' && { ns: ['pages'], revalidate: false }),
  },
  terms: {
    en: '/terms',
    es: '/terminos',
    ...(typeof window === 'undefined' && { ns: ['pages'], revalidate: false }),
  },
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

/** Pages only for signed-in people or forms, never listed for search engines (`private` above). */
export const privateRoutes: readonly RouteId[] = routeIds.filter((id) => pageEntry(id).private);

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
