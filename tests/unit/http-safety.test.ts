import { describe, expect, it } from 'vitest';
import { isSameOriginJsonPost } from '@/server/http/same-origin';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { pathToRegexp } from 'path-to-regexp';
import { OPENER_ISOLATION, PRIVATE_SOURCES, securityHeaders } from '@/config/security-headers.mjs';
import { languages } from '@/i18n/languages';
import { pathFor, privateRoutes, routeIds, routes } from '@/routing/routes';

const json = { 'content-type': 'application/json', host: 'shop.example' };

describe('same-origin JSON mutations', () => {
  it('accepts JSON from the site itself (configured origin or the request host)', () => {
    expect(isSameOriginJsonPost({ headers: { ...json, origin: 'https://shop.example' } }, 'https://shop.example')).toBe(true);
    expect(isSameOriginJsonPost({ headers: { ...json, origin: 'http://shop.example' } }, undefined)).toBe(true);
  });

  it('refuses other origins, a missing origin and non-JSON bodies', () => {
    expect(isSameOriginJsonPost({ headers: { ...json, origin: 'https://evil.example' } }, 'https://shop.example')).toBe(false);
    expect(isSameOriginJsonPost({ headers: { ...json } }, 'https://shop.example')).toBe(false);
    expect(isSameOriginJsonPost({ headers: { ...json, origin: 'null' } }, 'https://shop.example')).toBe(false);
    expect(
      isSameOriginJsonPost({ headers: { host: 'shop.example', origin: 'https://shop.example', 'content-type': 'application/x-www-form-urlencoded' } }, 'https://shop.example'),
    ).toBe(false);
    expect(isSameOriginJsonPost({ headers: { host: 'shop.example', origin: 'https://shop.example', 'content-type': 'text/plain' } }, 'https://shop.example')).toBe(false);
  });
});

describe('database outage detection', () => {
  it('recognises connection failures however deeply they are wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('pg'), { code: '57P01' }) }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable({ kind: 'DatabaseNotReachable' })).toBe(true);
    // pg's pooled client after its connection broke mid-shutdown (seen under npm run test:resilience).
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    // What Prisma 7 with adapter-pg throws while PostgreSQL shuts down or starts up.
    for (const code of ['57P01', '57P03']) {
      const shuttingDown = { code: 'P2039', meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'postgres', code, originalCode: code } } } };
      expect(isDatabaseUnavailable(shuttingDown), code).toBe(true);
    }
  });

  it('does not mistake ordinary errors for an outage', () => {
    expect(isDatabaseUnavailable(new Error('Unique constraint failed'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'P2002' }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('security headers', () => {
  const byKey = (list: { key: string; value: string }[]) => Object.fromEntries(list.map((h) => [h.key, h.value]));

  it('lock production down: no inline or eval script, no plugins, no base, no framing of us', () => {
    const h = byKey(securityHeaders({ production: true, https: true }));
    const csp = h['Content-Security-Policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", 'frame-src https://www.openstreetmap.org']) {
      expect(csp).toContain(directive);
    }
    expect(h['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['Permissions-Policy']).toContain('camera=()');
  });

  it('sends HSTS only over https in production', () => {
    expect(byKey(securityHeaders({ production: true, https: false }))['Strict-Transport-Security']).toBeUndefined();
    expect(byKey(securityHeaders({ production: false, https: true }))['Strict-Transport-Security']).toBeUndefined();
  });

  describe('Cross-Origin-Opener-Policy: where a signed-in person’s data is, and only there', () => {
    // Next matches a header's `source` with path-to-regexp 6 (the version it bundles), as here.
    const isolated = (path: string) => PRIVATE_SOURCES.some((source) => pathToRegexp(source).test(path));
    /** Every address of a route, its parameters filled in. */
    const addresses = (id: (typeof routeIds)[number]) =>
      languages.map((lang) => pathFor(lang, id, Object.fromEntries(routes[id].en.split('/').filter((s) => s.startsWith(':')).map((s) => [s.slice(1), 'q-1']))));

    it('is sent on every private page of the page table, the back office and the API', () => {
      expect(OPENER_ISOLATION).toEqual([{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }]);
      for (const id of privateRoutes) for (const path of addresses(id)) expect(isolated(path), path).toBe(true);
      for (const path of ['/admin', '/admin/leads', '/admin/orders/day', '/api/trpc/quote.save']) expect(isolated(path), path).toBe(true);
    });

    it('is not sent on public pages (the same for everyone; it would cost each visit a new browser process)', () => {
      for (const id of routeIds.filter((id) => !privateRoutes.includes(id))) for (const path of addresses(id)) expect(isolated(path), path).toBe(false);
      expect(securityHeaders({ production: true, https: true }).map((h) => h.key)).not.toContain('Cross-Origin-Opener-Policy');
    });
  });
});
