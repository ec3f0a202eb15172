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
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production && https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
