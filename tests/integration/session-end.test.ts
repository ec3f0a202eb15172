// Sessions end for real: sign-out, a password change, a role change or deactivation make every
// earlier copy of the session cookie useless on its next request; a session also ends after 8
// idle hours and 30 days after sign-in. Tokens are crafted and run through the jwt callback and
// through NextAuth's own /api/auth handlers (session, csrf, signout).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encode, type JWT } from 'next-auth/jwt';
import { env } from '@/config/env.mjs';
import { buildAuthOptions } from '@/server/auth/options';
import { ABSOLUTE_LIFETIME_MS, endSessions, IDLE_TIMEOUT_MS, refreshSessionToken, SessionRevokedError } from '@/server/auth/session-check';
import { callAuth, SESSION_COOKIE as COOKIE, signOutWith } from './support/auth-endpoint';
import { db } from './support/db';

const HOUR = 60 * 60 * 1000;

async function user(role: 'CUSTOMER' | 'STAFF' = 'CUSTOMER') {
  return db.user.create({
    data: { email: `session-${randomUUID()}@example.test`, name: 'Sam', role, emailVerified: new Date() },
    select: { id: true, email: true, name: true, role: true, sessionVersion: true },
  });
}

/** The token the jwt callback builds at sign-in. */
async function signIn(role: 'CUSTOMER' | 'STAFF' = 'CUSTOMER', now = Date.now()) {
  const u = await user(role);
  return { user: u, token: await refreshSessionToken(db, {}, u, now) };
}

/** The cookie value NextAuth would have set for this token. */
function cookieFor(token: JWT) {
  return encode({ token, secret: env.NEXTAUTH_SECRET, maxAge: IDLE_TIMEOUT_MS / 1000 });
}

async function sessionEndpoint(cookie: string) {
  return callAuth('session', { cookies: { [COOKIE]: cookie } });
}

const signOutEndpoint = signOutWith;

describe('the session check on each request', () => {
  it('ends a session at its very next use after the session version changes (no grace period)', async () => {
    const { user: u, token } = await signIn();
    const now = Date.now();
    await expect(refreshSessionToken(db, token, undefined, now + 1)).resolves.toMatchObject({ sub: u.id });
    await db.user.update({ where: { id: u.id }, data: { sessionVersion: { increment: 1 } } });
    await expect(refreshSessionToken(db, token, undefined, now + 2)).rejects.toBeInstanceOf(SessionRevokedError);
  });

  it('ends it at once for a deactivated or deleted account, and carries a role change at once', async () => {
    const deactivated = await signIn();
    await db.user.update({ where: { id: deactivated.user.id }, data: { isActive: false } });
    await expect(refreshSessionToken(db, deactivated.token, undefined)).rejects.toBeInstanceOf(SessionRevokedError);

    const deleted = await signIn();
    await db.user.delete({ where: { id: deleted.user.id } });
    await expect(refreshSessionToken(db, deleted.token, undefined)).rejects.toBeInstanceOf(SessionRevokedError);

    const demoted = await signIn('STAFF');
    await db.user.update({ where: { id: demoted.user.id }, data: { role: 'CUSTOMER' } });
    await expect(refreshSessionToken(db, demoted.token, undefined)).resolves.toMatchObject({ role: 'CUSTOMER' });
  });

  it('refuses a token without its claims (an old format or a hand-made one)', async () => {
    const { token } = await signIn();
    for (const claim of ['sub', 'sv', 'authTime', 'seenAt'] as const) {
      const crafted: JWT = { ...token };
      delete crafted[claim];
      await expect(refreshSessionToken(db, crafted, undefined)).rejects.toBeInstanceOf(SessionRevokedError);
    }
  });
});

describe('idle timeout and absolute lifetime', () => {
  it('ends a session unused for 8 hours; any use before that moves the deadline', async () => {
    const start = Date.now();
    const { token } = await signIn('CUSTOMER', start);
    const used = await refreshSessionToken(db, token, undefined, start + IDLE_TIMEOUT_MS - 1000);
    expect(used.seenAt).toBe(start + IDLE_TIMEOUT_MS - 1000);
    // 8 hours after sign-in but not 8 idle hours: still valid.
    await expect(refreshSessionToken(db, used, undefined, start + IDLE_TIMEOUT_MS + HOUR)).resolves.toBeTruthy();
    // The unrefreshed token is 8 idle hours old at the same moment.
    await expect(refreshSessionToken(db, token, undefined, start + IDLE_TIMEOUT_MS)).rejects.toThrow('Session idle');
    expect(IDLE_TIMEOUT_MS).toBe(8 * HOUR);
    expect(buildAuthOptions().session?.maxAge).toBe(8 * 60 * 60);
  });

  it('ends a session 30 days after sign-in even when used every hour', async () => {
    const start = Date.now() - ABSOLUTE_LIFETIME_MS;
    let { token } = await signIn('CUSTOMER', start);
    // Used every 4 hours for 30 days: never idle.
    let at = start;
    while (at + 4 * HOUR < start + ABSOLUTE_LIFETIME_MS) {
      at += 4 * HOUR;
      token = await refreshSessionToken(db, token, undefined, at);
    }
    await expect(refreshSessionToken(db, token, undefined, start + ABSOLUTE_LIFETIME_MS)).rejects.toThrow('Session expired');
    expect(ABSOLUTE_LIFETIME_MS).toBe(30 * 24 * HOUR);
  });

  it('NextAuth answers no session for an idle cookie and clears it', async () => {
    const { token } = await signIn('CUSTOMER', Date.now() - IDLE_TIMEOUT_MS - 1000);
    // Encoded with a long expiry, so only our own check can end it.
    const cookie = await encode({ token, secret: env.NEXTAUTH_SECRET, maxAge: 30 * 24 * 3600 });
    const res = await sessionEndpoint(cookie);
    expect(res.body).toEqual({});
    expect(res.cookies[COOKIE]).toBe('');
  });
});

describe('signing out through NextAuth', () => {
  it('makes an earlier copy of the session cookie useless', async () => {
    const { user: u, token } = await signIn();
    const cookie = await cookieFor(token);
    const copy = cookie;
    expect((await sessionEndpoint(copy)).body).toMatchObject({ user: { id: u.id, email: u.email } });

    const out = await signOutEndpoint(cookie);
    expect(out.cookies[COOKIE]).toBe('');
    expect(await db.user.findUniqueOrThrow({ where: { id: u.id }, select: { sessionVersion: true } })).toEqual({ sessionVersion: u.sessionVersion + 1 });

    // Someone who copied the cookie before sign-out gets nothing.
    expect((await sessionEndpoint(copy)).body).toEqual({});
  });

  it('bumps only the signed-out user, and an already revoked copy cannot sign the person out again', async () => {
    const a = await signIn();
    const b = await signIn();
    await signOutEndpoint(await cookieFor(a.token));
    expect((await sessionEndpoint(await cookieFor(b.token))).body).toMatchObject({ user: { id: b.user.id } });

    // a signs in again; the old (revoked) token must not end the new session.
    const again = await refreshSessionToken(db, {}, { ...a.user, sessionVersion: a.user.sessionVersion + 1 });
    expect(await endSessions(db, a.token)).toBe(false);
    await expect(refreshSessionToken(db, again, undefined)).resolves.toMatchObject({ sub: a.user.id });
  });
});
