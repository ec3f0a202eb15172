// A page is its paths in the path table (src/routing/routes.ts) and its server facts in the page
// registry (src/server/pages/registry.ts), under one id; its screen and its translations are found
// by the same id. Adding a page and forgetting one of them fails here (and at the type check), not
// on the live site.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from '@/i18n/next-i18next.config';
import { privateRoutes, routeIds, routes } from '@/routing/routes';
import { screens } from '@/screens';
import { pageDefinition } from '@/server/pages/definitions';
import { pageFacts, pageRegistry } from '@/server/pages/registry';

const root = path.resolve(import.meta.dirname, '../..');
const meta = (lang: string) =>
  (JSON.parse(readFileSync(path.join(root, 'public/locales', lang, 'pages.json'), 'utf8')) as { meta: Record<string, { title?: string; description?: string }> }).meta;

describe('the page table', () => {
  it('gives every route a screen, and no screen without a route', () => {
    expect(Object.keys(screens).sort()).toEqual([...routeIds].sort());
    for (const id of routeIds) {
      // A next/dynamic component the page can load before rendering (src/screens/index.ts).
      const screen = screens[id] as unknown as { render?: { preload?: unknown } };
      expect(typeof screen.render?.preload, id).toBe('function');
    }
  });

  it('gives every route a registry entry, and no entry without a route', () => {
    expect(Object.keys(pageRegistry).sort()).toEqual([...routeIds].sort());
  });

  it('gives every public page a loader module that exports one; only private pages load nothing on the server', async () => {
    for (const id of routeIds) {
      const loaderModule = pageFacts(id).loader;
      if (loaderModule) expect(typeof (await loaderModule()).loader.load, id).toBe('function');
      // A public page is prerendered with its data, crumbs or structured data: it has a loader.
      else expect(privateRoutes, `${id} has no loader`).toContain(id);
    }
    // Importing every page's server loader (Prisma's client, the catalogue) takes seconds on a busy two-core machine.
  }, 30_000);

  it('builds the parameterized public pages ahead of time (their params are known)', async () => {
    for (const id of routeIds) {
      if (!routes[id].en.includes(':') || privateRoutes.includes(id)) continue;
      expect(typeof (await pageDefinition(id)).staticParams, id).toBe('function');
    }
  });

  it('gives every page a title and description in both languages', () => {
    for (const lang of ['en', 'es']) {
      const pages = meta(lang);
      for (const id of routeIds) {
        expect(pages[id]?.title, `${lang} meta.${id}.title`).toBeTruthy();
        expect(pages[id]?.description, `${lang} meta.${id}.description`).toBeTruthy();
      }
    }
  });

  it('names only translation namespaces that exist, in both languages', () => {
    for (const id of routeIds) {
      for (const ns of pageFacts(id).ns ?? []) {
        expect(namespaces, `${id}: ${ns}`).toContain(ns);
        for (const lang of ['en', 'es']) expect(existsSync(path.join(root, 'public/locales', lang, `${ns}.json`)), `${lang}/${ns}.json`).toBe(true);
      }
    }
  });

  it('has the same parameters in both languages', () => {
    const params = (p: string) => p.split('/').filter((s) => s.startsWith(':')).sort();
    for (const id of routeIds) expect(params(routes[id].es), id).toEqual(params(routes[id].en));
  });

  it('names in `shows` only parameters the route has', () => {
    for (const id of routeIds) {
      const { shows } = pageFacts(id);
      for (const param of [shows?.productParam, shows?.showcaseParam]) {
        if (param) expect(routes[id].en.split('/'), id).toContain(`:${param}`);
      }
    }
  });

  it('gives the server each page joined with its loader', async () => {
    const grass = await pageDefinition('grass');
    expect(grass).toMatchObject({ en: '/grass', es: '/pasto', ns: ['catalogue'], shows: { products: ['grass'] } });
    expect(grass.load).toBe((await import('@/server/pages/loaders/grass')).loader.load);
    const auth = await pageDefinition('auth');
    expect(auth.private).toBe(true);
    expect(auth.load).toBeUndefined();
  });

  it('keeps in the path table only what the browser needs: the paths, private and keepsQuery', () => {
    for (const id of routeIds) expect(['en', 'es', 'private', 'keepsQuery'], id).toEqual(expect.arrayContaining(Object.keys(routes[id])));
    expect(routes.quoteLink).toEqual({ en: '/quote-link', es: '/enlace-cotizacion', private: true, keepsQuery: true });
  });
});
