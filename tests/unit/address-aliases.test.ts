// Addresses the specification spells differently from the route table redirect for good (308)
// to the one canonical page of the same language.
import { describe, expect, it } from 'vitest';
import { nextConfig } from '../../next.config.mjs';
import { matchRoute, pathFor } from '@/routing/routes';

describe('address aliases', () => {
  it('send /es/quote, /es/cotizacion and /en/cotizacion to the quote page of their language, with a 308', async () => {
    const redirects = (await nextConfig.redirects!()) as { source: string; destination: string; permanent?: boolean; statusCode?: number; locale?: false }[];
    const expected: [string, string][] = [
      ['/es/quote', pathFor('es', 'quote')],
      ['/es/cotizacion', pathFor('es', 'quote')],
      ['/en/cotizacion', pathFor('en', 'quote')],
    ];
    for (const [source, destination] of expected) {
      const rule = redirects.find((r) => r.source === source);
      expect(rule, source).toMatchObject({ destination, permanent: true, locale: false });
      expect(rule!.statusCode).toBeUndefined(); // permanent without a status code is Next's 308
    }
    expect(pathFor('es', 'quote')).toBe('/es/cotizar');
    expect(pathFor('en', 'quote')).toBe('/en/quote');
  });

  it('never shadow a real page', async () => {
    const redirects = (await nextConfig.redirects!()) as { source: string }[];
    for (const { source } of redirects.filter((r) => r.source !== '/default')) {
      const [, lang, ...segments] = source.split('/');
      expect(matchRoute(lang as 'en' | 'es', segments), source).toBeNull();
    }
  });
});
