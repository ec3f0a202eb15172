// The path table: each page's id and its path in both languages, all the browser needs (links,
// the language switch). What the server needs to build a page (its loader, translation namespaces,
// rebuild timer, what it shows) is its entry in src/server/pages/registry.ts, under the same id;
// the screen is found by the id in src/screens/index.ts (README "Adding a public page").
import { languages, type Lang } from '@/i18n/languages';

/** One page: its path in each language (`:name` is a parameter). */
export interface PagePaths extends Readonly<Record<Lang, string>> {
  /** Only for signed-in people or forms: never built ahead, listed or indexed, nor rebuilt by /admin changes. */
  readonly private?: true;
  /** The page reads its query string (a link's token): the language switch keeps it. */
  readonly keepsQuery?: true;
}

export const routes = {
  home: { en: '/', es: '/' },
  products: { en: '/products', es: '/productos' },
  grass: { en: '/grass', es: '/pasto' },
  grassProduct: { en: '/grass/:product', es: '/pasto/:product' },
  rock: { en: '/rock', es: '/roca' },
  mulch: { en: '/mulch', es: '/mulch' },
  soil: { en: '/soil', es: '/tierra' },
  sand: { en: '/sand', es: '/arena' },
  services: { en: '/services', es: '/servicios' },
  sodDelivery: { en: '/services/sod-delivery', es: '/servicios/entrega-cesped' },
  bulkDelivery: { en: '/services/bulk-delivery', es: '/servicios/entrega-granel' },
  areas: { en: '/areas', es: '/areas' },
  areaDetail: { en: '/areas/:area', es: '/areas/:area' },
  blog: { en: '/blog', es: '/blog' },
  blogPost: { en: '/blog/:post', es: '/blog/:post' },
  about: { en: '/about', es: '/nosotros' },
  contact: { en: '/contact', es: '/contacto' },
  quote: { en: '/quote', es: '/cotizar' },
  auth: { en: '/auth', es: '/auth', private: true },
  account: { en: '/account', es: '/cuenta', private: true },
  security: { en: '/account/security', es: '/cuenta/seguridad', private: true },
  /** One of the signed-in customer's saved quotes (issue 25): its own address, so Back returns to the list. */
  accountQuote: { en: '/account/quotes/:quote', es: '/cuenta/cotizaciones/:quote', private: true },
  /** One quote opened from its e-mailed link, without signing in (issue 22); the other language's page needs its query too. */
  quoteLink: { en: '/quote-link', es: '/enlace-cotizacion', private: true, keepsQuery: true },
  privacy: { en: '/privacy', es: '/privacidad' },
  terms: { en: '/terms', es: '/terminos' },
} as const satisfies Record<string, PagePaths>;

export type RouteId = keyof typeof routes;
export type RouteParams = Record<string, string>;
export interface RouteMatch {
  id: RouteId;
  params: RouteParams;
}

/** A page's paths, read through the common type (the table's literal types differ per entry). */
export const pagePaths = (id: RouteId): PagePaths => routes[id];

export const routeIds = Object.keys(routes) as RouteId[];

/** Pages only for signed-in people or forms, never listed for search engines (`private` above; pure, so browser bundles drop it). */
export const privateRoutes: readonly RouteId[] = /*#__PURE__*/ routeIds.filter((id) => pagePaths(id).private);

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
  const query = pagePaths(match.id).keepsQuery ? /\?[^#]*/.exec(path)?.[0] ?? '' : '';
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
