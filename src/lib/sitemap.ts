// sitemap.xml and robots.txt bodies (pure). Which pages the sitemap lists comes from the page
// table and the loaders (src/server/pages/public-pages.ts); the page files write the response.
import { languages, defaultLanguage } from '@/i18n/languages';
import { alternatesFor, type RouteId, type RouteParams } from '@/routing/routes';

export interface SitemapPage {
  id: RouteId;
  params?: RouteParams;
  /** ISO date of the last content change, when known. */
  lastModified?: string;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

/** A <url> per page and language, each with hreflang alternates for all languages and x-default. */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const alternates = alternatesFor(page.id, page.params);
    const links = [
      ...languages.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(absolute(siteUrl, alternates[l]))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(siteUrl, alternates[defaultLanguage]))}"/>`,
    ];
    return languages.map((lang) =>
      [
        '  <url>',
        `    <loc>${escapeXml(absolute(siteUrl, alternates[lang]))}</loc>`,
        ...(page.lastModified ? [`    <lastmod>${page.lastModified}</lastmod>`] : []),
        ...links,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; the back office and the API may not. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}
