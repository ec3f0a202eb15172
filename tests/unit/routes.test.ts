import { describe, expect, it } from 'vitest';
import { alternatesFor, fixedRoutePaths, matchRoute, onScreenPath, pathFor, routes, translatePath, type RouteId } from '@/routing/routes';

describe('route table', () => {
  it('gives every screen of the spec its URL in both languages', () => {
    const expected: [RouteId, string, string][] = [
      ['home', '/en', '/es'],
      ['products', '/en/products', '/es/productos'],
      ['grass', '/en/grass', '/es/pasto'],
      ['rock', '/en/rock', '/es/roca'],
      ['mulch', '/en/mulch', '/es/mulch'],
      ['soil', '/en/soil', '/es/tierra'],
      ['sand', '/en/sand', '/es/arena'],
      ['services', '/en/services', '/es/servicios'],
      ['sodDelivery', '/en/services/sod-delivery', '/es/servicios/entrega-cesped'],
      ['bulkDelivery', '/en/services/bulk-delivery', '/es/servicios/entrega-granel'],
      ['areas', '/en/areas', '/es/areas'],
      ['about', '/en/about', '/es/nosotros'],
      ['contact', '/en/contact', '/es/contacto'],
      ['quote', '/en/quote', '/es/cotizar'],
      ['auth', '/en/auth', '/es/auth'],
      ['privacy', '/en/privacy', '/es/privacidad'],
      ['terms', '/en/terms', '/es/terminos'],
    ];
    for (const [id, en, es] of expected) {
      expect(pathFor('en', id)).toBe(en);
      expect(pathFor('es', id)).toBe(es);
    }
    expect(pathFor('es', 'grassProduct', { product: 'zoysia-palisades' })).toBe('/es/pasto/zoysia-palisades');
    expect(pathFor('en', 'areaDetail', { area: 'the-woodlands' })).toBe('/en/areas/the-woodlands');
    expect(pathFor('es', 'blogPost', { post: 'mulch-benefits-application-guide' })).toBe('/es/blog/mulch-benefits-application-guide');
  });

  it('matches a URL back to its route and parameters, in its own language only', () => {
    expect(matchRoute('es', ['pasto', 'zoysia-emerald'])).toEqual({ id: 'grassProduct', params: { product: 'zoysia-emerald' } });
    expect(matchRoute('es', [])).toEqual({ id: 'home', params: {} });
    expect(matchRoute('es', ['grass'])).toBeNull();
    expect(matchRoute('en', ['pasto'])).toBeNull();
    expect(matchRoute('en', ['grass', 'a', 'b'])).toBeNull();
  });

  it('round-trips every route through pathFor and matchRoute', () => {
    for (const id of Object.keys(routes) as RouteId[]) {
      for (const lang of ['en', 'es'] as const) {
        const params = Object.fromEntries((routes[id][lang].match(/:(\w+)/g) ?? []).map((p) => [p.slice(1), 'x-y']));
        const segments = pathFor(lang, id, params).split('/').filter(Boolean).slice(1);
        expect(matchRoute(lang, segments)).toEqual({ id, params });
      }
    }
  });

  it('maps a page to its twin in the other language, not to a 404', () => {
    expect(translatePath('/en/grass', 'es')).toBe('/es/pasto');
    expect(translatePath('/es/servicios/entrega-granel', 'en')).toBe('/en/services/bulk-delivery');
    expect(translatePath('/en/grass/zoysia-zeon?x=1#top', 'es')).toBe('/es/pasto/zoysia-zeon');
    expect(translatePath('/es/cotizar', 'en')).toBe('/en/quote');
    expect(translatePath('/en/no-such-page', 'es')).toBe('/es');
  });

  it('keeps the query of a page that reads it: a quote link keeps its quote and token', () => {
    expect(translatePath('/en/quote-link?quote=q-1&token=abc_123#accept', 'es')).toBe('/es/enlace-cotizacion?quote=q-1&token=abc_123');
    expect(translatePath('/es/enlace-cotizacion?quote=q-1&token=abc_123', 'en')).toBe('/en/quote-link?quote=q-1&token=abc_123');
    expect(translatePath('/en/quote-link', 'es')).toBe('/es/enlace-cotizacion');
    expect(Object.entries(routes).filter(([, entry]) => 'keepsQuery' in entry).map(([id]) => id)).toEqual(['quoteLink']);
  });

  it('lists alternates and the fixed pages of both languages', () => {
    expect(alternatesFor('about')).toEqual({ en: '/en/about', es: '/es/nosotros' });
    const fixed = fixedRoutePaths();
    expect(fixed.filter((r) => r.lang === 'en')).toHaveLength(fixed.length / 2);
    expect(fixed.some((r) => r.path.includes(':'))).toBe(false);
  });

  it('keeps URLs unique per language', () => {
    for (const lang of ['en', 'es'] as const) {
      const all = Object.values(routes).map((r) => r[lang]);
      expect(new Set(all).size).toBe(all.length);
    }
  });
});

describe('onScreenPath', () => {
  it('gives the page path with its language and without query or hash, home included', () => {
    expect(onScreenPath('en', '/')).toBe('/en');
    expect(onScreenPath('en', '/?utm_source=flyer')).toBe('/en');
    expect(onScreenPath('es', '/#contenido')).toBe('/es');
    expect(onScreenPath('en', '/grass/bermuda-celebration?tab=care#x')).toBe('/en/grass/bermuda-celebration');
  });
});
