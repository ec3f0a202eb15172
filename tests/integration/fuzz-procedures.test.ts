// Every tRPC procedure, called over HTTP (the fetch adapter, as in procedures.test.ts) by an
// anonymous visitor, a customer, a staff member and an admin with generated bad input: wrong types, huge
// strings, nested junk, negative/NaN/infinite numbers, missing fields, prototype-pollution keys
// and bodies that are not JSON at all. The answer must always be a 4xx with a message (never a
// 5xx), a mutation must never accept it, and no row may be stored.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import superjson from 'superjson';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@/server/trpc/root';
import type { SessionUser } from '@/server/trpc/context';
import { createUser } from './support/caller';
import { db } from './support/db';

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] };
}
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);

/** Field names the real inputs use, so objects sometimes look almost right. */
const FIELDS = [
  'id', 'name', 'email', 'phone', 'message', 'subject', 'zip', 'address', 'company', 'lines', 'items', 'productId', 'quantity',
  'status', 'note', 'body', 'role', 'isActive', 'password', 'confirmPassword', 'token', 'page', 'pageSize', 'search', 'from', 'to',
  'ids', 'percent', 'csv', 'rows', 'priceCents', 'version', 'updatedAt', 'sourcePage', 'bands', 'kind', 'returnTo', 'lang', 'cursor',
];

const hostileNumber = fc.constantFrom(-1, -(2 ** 31), -1e308, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.5, 2 ** 53 + 2, -0);
const hugeString = fc.constantFrom('x'.repeat(100_000), '😀'.repeat(20_000), `${'a'.repeat(5000)}@${'b'.repeat(5000)}.test`, "' OR 1=1 --", '\u0000\u202e<script>');
const junkLeaf = fc.oneof(fc.string({ maxLength: 40 }), hugeString, hostileNumber, fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.date());
const junkValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, junkLeaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 5 })),
})).value;

/** What is sent: either a superjson-encoded value, or a raw body/query text. */
type Payload = { kind: 'value'; value: unknown } | { kind: 'raw'; text: string };

const RAW = [
  'not json',
  '{',
  '[]',
  'null',
  '{"json":{"__proto__":{"role":"ADMIN","isAdmin":true,"polluted":1},"constructor":{"prototype":{"polluted":1}}}}',
  '{"json":{"id":{"__proto__":{"polluted":1}},"lines":[{"constructor":{"prototype":{"polluted":1}}}]}}',
  '{"json":1e999999}',
  '{"json":{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}}',
  '{"json":"x","meta":{"values":["bigint"]}}',
  '{"json":{"x":1},"meta":{"values":{"x":["class","Nope"]}}}',
];

const payload: fc.Arbitrary<Payload> = fc.oneof(
  junkValue.map((value) => ({ kind: 'value' as const, value })),
  fc.dictionary(fc.constantFrom(...FIELDS), junkValue, { maxKeys: 8 }).map((value) => ({ kind: 'value' as const, value })),
  fc.anything({ maxDepth: 3 }).map((value) => ({ kind: 'value' as const, value })),
  fc.constantFrom(...RAW).map((text) => ({ kind: 'raw' as const, text })),
);

/** The request text. superjson (the site's client) refuses to encode `__proto__`/`prototype` keys; an attacker sends them anyway. */
function encode(p: Payload): string {
  if (p.kind === 'raw') return p.text;
  try {
    return JSON.stringify(superjson.serialize(p.value));
  } catch {
    return JSON.stringify({ json: p.value });
  }
}

function requestFor(path: string, type: string, p: Payload): Request {
  const text = encode(p);
  const url = `http://localhost/api/trpc/${path}`;
  if (type === 'query') return new Request(`${url}?input=${encodeURIComponent(text)}`);
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
}

async function call(path: string, type: string, user: SessionUser | null, p: Payload) {
  const res = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: requestFor(path, type, p),
    router: appRouter,
    createContext: () => ({ db, session: user ? { user } : null, lang: 'en' as const, ip: `fuzz-${randomUUID()}` }),
  });
  const body = (await res.json().catch(() => null)) as { error?: { json?: { message?: unknown } } } | null;
  return { status: res.status, message: body?.error?.json?.message };
}

const TABLES = ['lead', 'membershipApplication', 'quote', 'user', 'emailOutbox', 'auditLog'] as const;
async function rowCounts() {
  const counts = await Promise.all(TABLES.map((table) => (db[table] as unknown as { count: () => Promise<number> }).count()));
  return Object.fromEntries(TABLES.map((table, i) => [table, counts[i]]));
}

const describePayload = (p: Payload) => encode(p).slice(0, 300);

describe('every procedure with generated bad input', () => {
  afterAll(() => {
    // The prototype of every object is untouched by the pollution attempts.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it(`covers all ${procedures.length} procedures`, () => {
    expect(procedures.length).toBeGreaterThan(40);
  });

  for (const role of ['anonymous', 'CUSTOMER', 'STAFF', 'ADMIN'] as const) {
    it(`answers ${role} callers with a 4xx and a message, never a 5xx, and stores nothing`, { timeout: 60_000 }, async () => {
      const user = role === 'anonymous' ? null : await createUser(role);
      const problems: string[] = [];
      let calls = 0;
      const statuses: Record<number, number> = {};
      for (const [path, def] of procedures) {
        const before = await rowCounts();
        const known = problems.length;
        await fc.assert(
          fc.asyncProperty(payload, async (p) => {
            calls++;
            const { status, message } = await call(path, def._def.type, user, p);
            statuses[status] = (statuses[status] ?? 0) + 1;
            const refused = status >= 400 && status < 500 && typeof message === 'string' && message.length > 0;
            // A query may ignore junk (no input, or only optional filters) and answer 200; a mutation may not.
            const acceptedRead = def._def.type === 'query' && status === 200;
            if (!refused && !acceptedRead) problems.push(`${role} ${path} → ${status} ${String(message)} for ${describePayload(p)}`);
            return refused || acceptedRead;
          }),
          { numRuns: 8, endOnFailure: true },
        ).catch((error: Error) => {
          // A refused property was recorded above with its input; anything else (a throw) is recorded here.
          if (problems.length === known) problems.push(`${role} ${path} threw: ${String((error as { cause?: unknown }).cause ?? error.message).slice(0, 600)} for ${error.message.match(/Counterexample: (.*)/)?.[1]?.slice(0, 400) ?? "?"}`);
        });
        expect(await rowCounts(), `${role} ${path} stored a row`).toEqual(before);
      }
      expect(calls).toBeGreaterThan(procedures.length * 5);
      console.info(`fuzz ${role}: ${calls} calls, answers by status ${JSON.stringify(statuses)}`);
      // The junk reached input validation (400), not only the sign-in and role gates: for an
      // admin, who passes every gate, most answers are validation refusals.
      expect(statuses[400] ?? 0).toBeGreaterThan(role === 'ADMIN' ? calls / 2 : 0);
      expect(problems).toEqual([]);
    });
  }
});
