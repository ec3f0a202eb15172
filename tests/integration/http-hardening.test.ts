// What an attacker can send to the API routes over HTTP (issue 24, findings 2, 7, 8 and 9), sent
// as bytes to the real route handlers behind our stand-in for Next's API-route runtime
// (support/api-server.ts; tests/e2e/security.spec.ts sends the same to `next start`): NextAuth's
// client-logger endpoint writes nothing to the server log, oversized tRPC batches and malformed
// bodies get a 4xx with a plain message (never a 500 or a JavaScript error text), and answers
// carrying personal data are marked `Cache-Control: private, no-store`.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BATCH_CALLS } from '@/domain/api-limits';
import { sessionCookie } from './support/session';
import { apiServerForTests } from './support/api-server';
import { db } from './support/db';

const api = apiServerForTests();

function captureLogs() {
  const lines: string[] = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack ?? ''}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    });
  }
  return lines;
}
afterEach(() => vi.restoreAllMocks());

/** A POST as the site's own pages send it (JSON, this origin). */
function postJson(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(api.url(path), { method: 'POST', headers: { 'content-type': 'application/json', origin: api.origin, ...headers }, body });
}

async function leadCount() {
  return db.lead.count();
}

/** The message of a tRPC error answer (single or batched). */
async function errorMessage(res: Response): Promise<string> {
  const body = (await res.json()) as unknown;
  const first = (Array.isArray(body) ? body[0] : body) as { error?: { json?: { message?: string }; message?: string } };
  return first.error?.json?.message ?? first.error?.message ?? '';
}

/** A new person of this role, signed in (staff with two-step verification on). */
async function signedInAs(role: 'CUSTOMER' | 'STAFF' | 'ADMIN') {
  const user = await db.user.create({
    data: { email: `http-${randomUUID()}@example.test`, name: 'Pat', role, emailVerified: new Date(), twoFactorEnabledAt: role === 'CUSTOMER' ? null : new Date() },
    select: { id: true },
  });
  return sessionCookie(user);
}

describe("NextAuth's client logger endpoint (finding 2)", () => {
  it('writes nothing a visitor sends into the server log, from any origin', async () => {
    const logs = captureLogs();
    const forged = 'FORGED-ENTRY';
    const form = new URLSearchParams({ level: 'error', code: `X\n[next-auth][error][${forged}]`, message: `line one\n${forged} admin signed in`, client: 'true' });
    for (const level of ['error', 'warn', 'debug']) {
      form.set('level', level);
      const res = await fetch(api.url('/api/auth/_log'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        body: form,
      });
      expect(res.status, level).toBeLessThan(500);
    }
    expect(logs.filter((line) => line.includes(forged))).toEqual([]);
  });
});

describe('tRPC batches (finding 7)', () => {
  const batchOf = (n: number) => `/api/trpc/${Array.from({ length: n }, () => 'catalogue.quoteData').join(',')}?batch=1&input=${encodeURIComponent('{}')}`;

  it(`answers a batch of up to ${MAX_BATCH_CALLS} calls (as the pages send them)`, async () => {
    const res = await fetch(api.url(batchOf(MAX_BATCH_CALLS)));
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(MAX_BATCH_CALLS);
  });

  it('refuses a larger batch with a 4xx before running any call', async () => {
    expect(MAX_BATCH_CALLS).toBeLessThanOrEqual(20);
    const res = await fetch(api.url(batchOf(MAX_BATCH_CALLS + 1)));
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toMatch(/too many/i);

    const before = await leadCount();
    const contact = { json: { name: 'Batch', email: 'batch@example.test', phone: '', subject: '', message: 'Hello there, this is a test.' } };
    const paths = Array.from({ length: 300 }, () => 'lead.contact').join(',');
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [String(i), contact])));
    const big = await postJson(`/api/trpc/${paths}?batch=1`, body);
    expect(big.status).toBe(400);
    expect(await leadCount()).toBe(before);
  });
});

describe('malformed requests (finding 8)', () => {
  it('answers 50,000-deep JSON with a 4xx and a plain message', async () => {
    const logs = captureLogs();
    const deep = `{"json":{"name":${'['.repeat(50_000)}${']'.repeat(50_000)}}}`;
    for (const path of ['/api/trpc/lead.contact', '/api/trpc/lead.contact?batch=1']) {
      const res = await postJson(path, path.includes('batch') ? `{"0":${deep}}` : deep);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      const message = await errorMessage(res);
      expect(message, path).toBe('The request could not be read.');
    }
    expect(logs.join('\n')).not.toMatch(/call stack/i);
  });

  it('answers a body of null with a 4xx and no JavaScript error text', async () => {
    for (const path of ['/api/trpc/lead.contact', '/api/trpc/lead.contact?batch=1', '/api/trpc/lead.contact,lead.contact?batch=1']) {
      const res = await postJson(path, 'null', { 'x-lang': 'es' });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      const message = await errorMessage(res);
      expect(message, path).not.toMatch(/cannot read|undefined|null|property|TypeError/i);
      expect(message, path).toBeTruthy();
    }
  });

  it('answers GET /api/auth/callback/credentials with a 4xx', async () => {
    const res = await fetch(api.url('/api/auth/callback/credentials'), { redirect: 'manual' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).not.toMatch(/error|stack|undefined/i);
  });
});

describe('Cache-Control on personal data (finding 9)', () => {
  it("marks a signed-in customer's and the back office's answers private, no-store", async () => {
    const customer = await signedInAs('CUSTOMER');
    const mine = await fetch(api.url('/api/trpc/quote.listMine'), { headers: { cookie: customer } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');

    const staff = await signedInAs('STAFF');
    const bands = await fetch(api.url('/api/trpc/admin.bands.list'), { headers: { cookie: staff } });
    expect(bands.status).toBe(200);
    expect(bands.headers.get('cache-control')).toBe('private, no-store');

    // Refused for want of a session: still nothing for a cache to keep.
    const anonymous = await fetch(api.url('/api/trpc/quote.listMine'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  });
});
