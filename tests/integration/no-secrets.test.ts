// No secret or password hash reaches the browser or the logs. Accounts are seeded with known
// passwords; every query a customer, staff member or admin can call (plus the staff-account
// mutations, sign-in, the session endpoint and the session cookie itself) is called, and every
// response body, cookie and console line is searched for the hashes, the word passwordHash, the
// plain passwords, the staff's two-step secrets (plain and encrypted) and NEXTAUTH_SECRET.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import superjson from 'superjson';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { decode } from 'next-auth/jwt';
import { env } from '@/config/env.mjs';
import { appRouter } from '@/server/trpc/root';
import { hashPassword } from '@/server/auth/password';
import type { SessionUser } from '@/server/trpc/context';
import { callAuth, SESSION_COOKIE } from './support/auth-endpoint';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { codeFor, enrollTwoFactor } from './support/two-factor';

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription' };
}
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);

const secrets: string[] = [env.NEXTAUTH_SECRET];
const forbidden = () => [...secrets, 'passwordHash', '$argon2'];

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack ?? ''}` : typeof a === 'string' ? a : JSON.stringify(a, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)))).join(' '));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

function leaks(text: string): string[] {
  return forbidden().filter((secret) => text.includes(secret));
}

async function seededUser(role: SessionUser['role']) {
  const password = `Known-${role}-${randomUUID()}`;
  const passwordHash = await hashPassword(password);
  const user = await db.user.create({
    data: { email: `secret-${role.toLowerCase()}-${randomUUID()}@example.test`, name: `Seeded ${role}`, role, passwordHash, emailVerified: new Date() },
    select: { id: true, email: true, role: true },
  });
  secrets.push(passwordHash, password);
  // The back office needs two-step verification: its secret, stored or plain, is a secret too.
  let totpSecret: string | null = null;
  if (role !== 'CUSTOMER') {
    totpSecret = await enrollTwoFactor(user.id);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { twoFactorSecret: true } });
    secrets.push(totpSecret, stored.twoFactorSecret!);
  }
  return { user, password, totpSecret };
}

async function http(path: string, type: string, user: SessionUser, input: unknown) {
  const text = JSON.stringify(superjson.serialize(input));
  const url = `http://localhost/api/trpc/${path}`;
  const req = type === 'query' ? new Request(`${url}?input=${encodeURIComponent(text)}`) : new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
  const res = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    createContext: () => ({ db, session: { user }, lang: 'en' as const, ip: `secrets-${randomUUID()}` }),
  });
  return { status: res.status, body: await res.text() };
}

describe('responses and logs', () => {
  it('never carry a password hash, a password or the NextAuth secret', { timeout: 60_000 }, async () => {
    const customer = await seededUser('CUSTOMER');
    const staff = await seededUser('STAFF');
    const admin = await seededUser('ADMIN');

    // Data for the "get one" queries: the customer's quote, a lead, an application, e-mails, audit entries.
    const quoteData = await callerAs(customer.user).catalogue.quoteData();
    const product = quoteData.products[0]!;
    await callerAs(customer.user).quote.save({ lines: [{ productId: product.id, quantity: 5 }], zip: '77355' } as never).catch(() => null);
    await callerAs(null).account.signUp({ name: 'New', email: `new-${randomUUID()}@example.test`, password: 'mulch-and-sod-42', confirmPassword: 'mulch-and-sod-42' });
    await callerAs(null).account.requestPasswordReset({ email: customer.user.email });
    const created = await http('admin.staff.create', 'mutation', admin.user, { email: `hired-${randomUUID()}@example.test`, name: 'Hired', password: 'hired-password-123', role: 'STAFF' });
    secrets.push('hired-password-123');
    const hiredId = (superjson.deserialize(JSON.parse(created.body).result.data) as { id: string }).id;
    const mutations = [
      created,
      await http('admin.staff.setRole', 'mutation', admin.user, { id: hiredId, role: 'ADMIN' }),
      await http('admin.staff.setActive', 'mutation', admin.user, { id: hiredId, isActive: false }),
    ];
    for (const m of mutations) expect(m.status).toBe(200);

    const ids = new Set<string>([customer.user.id, staff.user.id, admin.user.id, hiredId]);
    for (const rows of await Promise.all([
      // A few of each kind, newest first: other test files fill the same database, and every id is
      // asked of every query as three roles (all of them made this test outgrow its time limit).
      db.quote.findMany({ select: { id: true }, orderBy: { createdAt: 'desc' }, take: 10 }),
      db.lead.findMany({ select: { id: true }, take: 5 }),
      db.membershipApplication.findMany({ select: { id: true }, take: 5 }),
      db.emailOutbox.findMany({ select: { id: true }, orderBy: { createdAt: 'desc' }, take: 10 }),
      db.auditLog.findMany({ select: { id: true }, orderBy: { createdAt: 'desc' }, take: 10 }),
    ])) {
      for (const row of rows) ids.add(String(row.id));
    }
    const inputs: unknown[] = [undefined, {}, ...[...ids].map((id) => ({ id })), { search: 'secret' }];

    const responses: string[] = mutations.map((m) => m.body);
    let ok = 0;
    for (const { user } of [customer, staff, admin]) {
      for (const [path, def] of procedures) {
        if (def._def.type !== 'query') continue;
        // One procedure's inputs at once: sequential, the calls took most of a minute on a busy machine.
        for (const res of await Promise.all(inputs.map((input) => http(path, 'query', user, input)))) {
          if (res.status === 200) ok++;
          responses.push(res.body);
        }
      }
    }
    // The back office lists (staff, audit log, outbox) and the customer's own quotes answered.
    expect(ok).toBeGreaterThan(60);
    expect(responses.some((body) => body.includes(staff.user.email))).toBe(true);

    // NextAuth: sign in with the real password, read the session, and open the cookie itself.
    const csrf = await callAuth('csrf');
    const csrfName = Object.keys(csrf.cookies).find((name) => name.includes('csrf-token'))!;
    for (const { user, password, totpSecret } of [customer, staff, admin]) {
      const code: Record<string, string> = totpSecret ? { code: codeFor(totpSecret) } : {};
      const signIn = await callAuth('callback/credentials', {
        method: 'POST',
        cookies: { [csrfName]: csrf.cookies[csrfName]! },
        body: { csrfToken: (csrf.body as { csrfToken: string }).csrfToken, email: user.email, password, json: 'true', ...code },
      });
      const cookie = signIn.cookies[SESSION_COOKIE];
      expect(cookie, `sign-in of ${user.role}`).toBeTruthy();
      const session = await callAuth('session', { cookies: { [SESSION_COOKIE]: cookie! } });
      expect(session.body).toMatchObject({ user: { id: user.id, role: user.role } });
      const claims = await decode({ token: cookie!, secret: env.NEXTAUTH_SECRET });
      responses.push(signIn.text, JSON.stringify(signIn.headers), session.text, JSON.stringify(claims));
    }
    // A wrong password and a broken cookie: the paths that log.
    await callAuth('callback/credentials', { method: 'POST', cookies: { [csrfName]: csrf.cookies[csrfName]! }, body: { csrfToken: 'wrong', email: customer.user.email, password: 'nope' } });
    await callAuth('session', { cookies: { [SESSION_COOKIE]: 'not-a-token' } });

    const found = responses.flatMap((body, i) => leaks(body).map((secret) => `response ${i}: ${secret.slice(0, 12)}…`));
    const inLogs = logged.flatMap((line) => leaks(line).map((secret) => `log "${line.slice(0, 120)}": ${secret.slice(0, 12)}…`));
    expect(found).toEqual([]);
    expect(inLogs).toEqual([]);
    // Each seeded hash really is in the database, so the search above could have found it.
    const stored = await db.user.findUniqueOrThrow({ where: { id: staff.user.id }, omit: { passwordHash: false } });
    expect(secrets).toContain(stored.passwordHash);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
