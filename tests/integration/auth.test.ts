// Signing in (the credentials provider's authorize) and the session token's re-check.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { authorizeForNextAuth, authorizeSignIn, type AuthorizedUser } from '@/server/auth/credentials';
import { createPrismaClient } from '@/server/db/client';
import { hashPassword } from '@/server/auth/password';
import { SIGN_IN_LIMITS } from '@/server/auth/rate-limits';
import { refreshSessionToken, SessionRevokedError, sessionFromToken } from '@/server/auth/session-check';
import { signInErrorMessage } from '@/domain/account-rules';
import { translate } from '@/server/i18n/translate';
import type { SessionUser } from '@/server/trpc/context';
import { callerAs } from './support/caller';
import { db } from './support/db';

const PASSWORD = 'correct horse';

async function account(role: 'CUSTOMER' | 'STAFF' | 'ADMIN' = 'CUSTOMER', confirmed = true) {
  const email = `member-${randomUUID()}@example.test`;
  return db.user.create({
    data: { email, name: 'Sam', role, passwordHash: await hashPassword(PASSWORD), emailVerified: confirmed ? new Date() : null },
    select: { id: true, email: true },
  });
}

const client = () => ({ ip: `client-${randomUUID()}` });

/** What the sign-in page would show for an authorize outcome. */
async function outcome(promise: Promise<AuthorizedUser | null>): Promise<string> {
  try {
    return (await promise) ? 'signed-in' : translate('en', signInErrorMessage(null).key);
  } catch (error) {
    const { key, values } = signInErrorMessage((error as Error).message);
    return translate('en', key, values);
  }
}

describe('sign-in', () => {
  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const user = await account();
    const wrongPassword = await outcome(authorizeSignIn(db, { email: user.email, password: 'not it' }, client()));
    const unknownEmail = await outcome(authorizeSignIn(db, { email: `nobody-${randomUUID()}@example.test`, password: PASSWORD }, client()));
    expect(wrongPassword).toBe('Invalid email or password');
    expect(unknownEmail).toBe(wrongPassword);
    expect(await outcome(authorizeSignIn(db, { email: ` ${user.email.toUpperCase()} `, password: PASSWORD }, client()))).toBe('signed-in');
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const user = await account();
    const time = async (email: string) => {
      const start = performance.now();
      await authorizeSignIn(db, { email, password: 'not it' }, client());
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(user.email));
      unknown.push(await time(`nobody-${randomUUID()}@example.test`));
    }
    // Both run a full argon2 verification; without the dummy hash the unknown case is ~100x faster.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('refuses an unconfirmed account, saying so only to someone with the right password', async () => {
    const user = await account('CUSTOMER', false);
    expect(await outcome(authorizeSignIn(db, { email: user.email, password: PASSWORD }, client()))).toBe('Please check your email and confirm your account');
    expect(await outcome(authorizeSignIn(db, { email: user.email, password: 'not it' }, client()))).toBe('Invalid email or password');
  });

  it('refuses a deactivated account like a wrong password', async () => {
    const user = await account();
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    expect(await outcome(authorizeSignIn(db, { email: user.email, password: PASSWORD }, client()))).toBe('Invalid email or password');
  });

  it('limits attempts per account from many addresses, then refuses even the right password without a second factor', async () => {
    const user = await account();
    // One moment for every attempt, so they all fall in one of the limits' fixed windows.
    const now = new Date();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) await authorizeSignIn(db, { email: user.email, password: 'guess' }, client(), now);
    const blocked = await outcome(authorizeSignIn(db, { email: user.email, password: PASSWORD }, client(), now));
    expect(blocked).toMatch(/^Too many requests\. Please try again in (1 minute|\d+ minutes)\.$/);
  });

  it('limits attempts per address across accounts', async () => {
    const from = client();
    const now = new Date(); // one window for every attempt
    for (let i = 0; i < 30; i++) await authorizeSignIn(db, { email: `nobody-${i}-${randomUUID()}@example.test`, password: 'x' }, from, now).catch(() => null);
    const user = await account();
    expect(await outcome(authorizeSignIn(db, { email: user.email, password: PASSWORD }, from, now))).toMatch(/^Too many requests/);
    expect(await outcome(authorizeSignIn(db, { email: user.email, password: PASSWORD }, client()))).toBe('signed-in');
  });
});

describe('sign-in with input no account can have, or without the database', () => {
  it('answers like a wrong password, with nothing from the database in the answer', async () => {
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      for (const attempt of [
        { email: 'nul\u0000@example.test', password: PASSWORD },
        { email: `${'x'.repeat(4000)}@example.test`, password: PASSWORD },
        { email: 'lone\ud800@example.test', password: PASSWORD },
        { email: `nobody-${randomUUID()}@example.test`, password: 'p'.repeat(129) },
      ]) {
        expect(await outcome(authorizeForNextAuth(db, attempt, client()))).toBe('Invalid email or password');
      }
    } finally {
      console.error = log;
    }
    expect(errors).toEqual([]);
  });

  it('says "try again" when the database does not answer, not "invalid password", and never its error text', async () => {
    const unreachable = createPrismaClient('postgresql://postgres@127.0.0.1:1/none?connect_timeout=2');
    let thrown: unknown;
    try {
      await authorizeForNextAuth(unreachable, { email: 'someone@example.test', password: PASSWORD }, client());
    } catch (error) {
      thrown = error;
    }
    // NextAuth puts this message into the sign-in page's address.
    expect((thrown as Error).message).toBe('Unavailable');
    expect(await outcome(Promise.reject(thrown))).toBe('The service is briefly unavailable. Please try again in a moment.');
    expect(translate('es', signInErrorMessage('Unavailable').key)).not.toBe(translate('en', signInErrorMessage('Unavailable').key));
  });
});

describe('the session token', () => {
  async function signedIn(role: 'CUSTOMER' | 'STAFF' = 'STAFF') {
    const user = await account(role);
    const authorized = (await authorizeSignIn(db, { email: user.email, password: PASSWORD }, client()))!;
    const now = Date.now();
    return { user, now, token: await refreshSessionToken(db, {}, authorized, now) };
  }


  it('carries the user id and role', async () => {
    const { user, token } = await signedIn('STAFF');
    expect(sessionUserOf(token)).toMatchObject({ id: user.id, email: user.email, role: 'STAFF' });
  });

  it('drops staff access at the next request after a demotion', async () => {
    const { user, now, token } = await signedIn('STAFF');
    await db.user.update({ where: { id: user.id }, data: { role: 'CUSTOMER' } });
    // The session check re-reads the role on every request that reaches it.
    const next = await refreshSessionToken(db, token, undefined, now + 1000);
    expect(next.role).toBe('CUSTOMER');
    await expect(callerAs(sessionUserOf(next)).admin.me()).rejects.toMatchObject({ code: 'FORBIDDEN' } satisfies Partial<TRPCError>);
  });

  it('ends for a deactivated, deleted or signed-out-everywhere user', async () => {
    const cases: [string, (id: string) => Promise<unknown>][] = [
      ['deactivated', (id) => db.user.update({ where: { id }, data: { isActive: false } })],
      ['deleted', (id) => db.user.delete({ where: { id } })],
      ['session version bumped', (id) => db.user.update({ where: { id }, data: { sessionVersion: { increment: 1 } } })],
    ];
    for (const [, change] of cases) {
      const { user, now, token } = await signedIn('CUSTOMER');
      await change(user.id);
      await expect(refreshSessionToken(db, token, undefined, now + 1000)).rejects.toBeInstanceOf(SessionRevokedError);
    }
  });

  it('refuses a token without the claims it needs', async () => {
    await expect(refreshSessionToken(db, { sub: 'someone' }, undefined)).rejects.toBeInstanceOf(SessionRevokedError);
  });
});

describe('staff procedures', () => {
  it('answer a signed-in customer FORBIDDEN', async () => {
    const user = await account('CUSTOMER');
    const authorized = (await authorizeSignIn(db, { email: user.email, password: PASSWORD }, client()))!;
    const token = await refreshSessionToken(db, {}, authorized);
    await expect(callerAs(sessionUserOf(token)).admin.me()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

function sessionUserOf(token: Awaited<ReturnType<typeof refreshSessionToken>>) {
  return sessionFromToken({ expires: '' }, token).user as SessionUser;
}
