// /sitemap.xml: every public page in both languages with hreflang alternates (the pages of the
// page table, with the params their loaders list). Grass product pages come from the database,
// so the sitemap is built per request (cached for an hour).
import type { GetServerSideProps } from 'next';
import { env } from '@/config/env.mjs';
import { sitemapXml } from '@/lib/sitemap';
import { sitemapPages } from '@/server/pages/public-pages';

export const getServerSideProps: GetServerSideProps = async ({ res, locale, defaultLocale }) => {
  // Only the unprefixed address; /en/sitemap.xml and /es/sitemap.xml do not exist.
  if (locale !== defaultLocale) return { notFound: true };
  const pages = await sitemapPages();
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400');
  res.end(sitemapXml(env.SITE_URL, pages));
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
