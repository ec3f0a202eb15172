// Security headers sent with every response (next.config.mjs → headers()).
// The site runs no inline script at all, so the policy allows scripts from our own origin only.

/** The only origin the site frames: the store map on the contact page. */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/**
 * @param {{ production: boolean, https: boolean }} opts
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ production, https }) {
  const csp = [
    "default-src 'self'",
    // Development needs eval for React Refresh; production needs nothing inline.
    production ? "script-src 'self'" : "script-src 'self' 'unsafe-eval' 'unsafe-inline'",
    // Mantine sets style attributes; no inline script is allowed by this.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    production ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    `frame-src ${MAP_FRAME_ORIGIN}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
    },
    ...(production && https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/**
 * Cross-Origin-Opener-Policy, sent where a signed-in person's data is: a page of another site that
 * opened ours keeps no handle on its window. Public pages are the same for everyone (prices for
 * members come from the API); there it would protect nothing and cost every visit a switch to a
 * new browser process (Lighthouse: about 0.2-0.3 s more main-thread work on the home page, and
 * Chrome on Android gives such sites a process of their own; docs/performance.md).
 */
export const OPENER_ISOLATION = [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }];

/**
 * The addresses that get it: the back office, the API, and the page table's private pages (sign-in,
 * the account and its quotes, a quote opened from its link). tests/unit/http-safety.test.ts checks
 * the lists against the page table, so a new private page cannot be missed.
 */
export const PRIVATE_PAGE_SOURCES = [
  '/:lang(en|es)/auth',
  '/en/account',
  '/en/account/:path*',
  '/es/cuenta',
  '/es/cuenta/:path*',
  '/en/quote-link',
  '/es/enlace-cotizacion',
];

/** Addresses without a language (Next matches them as its placeholder default locale's, so their rule must not say `locale: false`). */
export const PRIVATE_UNPREFIXED_SOURCES = ['/admin', '/admin/:path*', '/api/:path*'];

/** Both, for whoever checks an address against them. */
export const PRIVATE_SOURCES = [...PRIVATE_PAGE_SOURCES, ...PRIVATE_UNPREFIXED_SOURCES];
