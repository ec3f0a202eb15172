import { beforeAll, describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { robotsTxt, sitemapXml } from '@/lib/sitemap';
import { sitemapPages } from '@/server/pages/public-pages';
import { fixedRoutePaths, isParameterized, privateRoutes, pathFor, type RouteParams } from '@/routing/routes';
import { areaDetails } from '@/content/area-details';
import { blogPosts } from '@/content/blog';

const SITE = 'https://shop.example';

// The active grass varieties, as the database would list them for the grass product pages.
vi.mock('@/server/db/client', () => ({ getDb: () => ({}) }));
vi.mock('@/server/services/catalogue-pages', async (original) => ({
  ...(await original<typeof import('@/server/services/catalogue-pages')>()),
  listCategorySlugs: async (_db: unknown, category: string) => (category === 'grass' ? ['st-augustine-raleigh', 'zoysia-zeon'] : []),
}));

function parse(xml: string) {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    alternates: Object.fromEntries(
      [...url.getElementsByTagName('xhtml:link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    ),
  }));
}

describe('sitemap', () => {
  const xml = async () => sitemapXml(SITE, await sitemapPages());
  let urls: ReturnType<typeof parse> = [];
  let locs = new Set<string>();
  beforeAll(async () => {
    urls = parse(await xml());
    locs = new Set(urls.map((u) => u.loc));
  });

  it('lists every public page of the route table in both languages', () => {
    for (const { lang, id, path } of fixedRoutePaths()) {
      if (privateRoutes.includes(id)) continue;
      expect(locs, `${lang} ${id}`).toContain(`${SITE}${path}`);
    }
  });

  it('keeps sign-in and account pages out', () => {
    for (const id of privateRoutes) {
      // A saved quote's page (its only parameter) is never listed for any quote.
      const params: RouteParams = isParameterized(id) ? { quote: 'x' } : {};
      expect(locs).not.toContain(`${SITE}${pathFor('en', id, params)}`);
      expect(locs).not.toContain(`${SITE}${pathFor('es', id, params)}`);
    }
  });

  it('lists product, area and article pages in both languages', () => {
    expect(locs).toContain(`${SITE}/en/grass/zoysia-zeon`);
    expect(locs).toContain(`${SITE}/es/pasto/zoysia-zeon`);
    for (const a of areaDetails) {
      expect(locs).toContain(`${SITE}/en/areas/${a.slug}`);
      expect(locs).toContain(`${SITE}/es/areas/${a.slug}`);
    }
    for (const p of blogPosts) {
      expect(locs).toContain(`${SITE}/en/blog/${p.slug}`);
      expect(locs).toContain(`${SITE}/es/blog/${p.slug}`);
    }
  });

  it('dates each article by its publication, and pages without a known date not at all', async () => {
    const body = await xml();
    for (const p of blogPosts) expect(body).toContain(`<loc>${SITE}/es/blog/${p.slug}</loc>\n    <lastmod>${p.publishDate}</lastmod>`);
    expect(body).toMatch(new RegExp(`<loc>${SITE}/en/grass</loc>\n    <xhtml:link`));
  });

  it('gives every URL en, es and x-default alternates pointing at the localized twin', () => {
    const grass = urls.find((u) => u.loc === `${SITE}/es/pasto`);
    expect(grass?.alternates).toEqual({ en: `${SITE}/en/grass`, es: `${SITE}/es/pasto`, 'x-default': `${SITE}/en/grass` });
    for (const u of urls) expect(Object.keys(u.alternates).sort()).toEqual(['en', 'es', 'x-default']);
  });

  it('lists each URL once', () => {
    expect(locs.size).toBe(urls.length);
  });

  it('escapes characters XML does not allow', () => {
    const xml = sitemapXml(SITE, [{ id: 'grassProduct', params: { product: 'a&b' } }]);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(parse(xml)[0]?.loc).toBe(`${SITE}/en/grass/a%26b`);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap and keeps crawlers out of the back office and the API', () => {
    const lines = robotsTxt(SITE).split('\n');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
