// Passwordless sign-in for customers (issue 24): NextAuth's e-mail provider with the Prisma
// adapter's verification tokens, through the real /api/auth route. The request answers the same
// for every address; the outbox worker sends the link (in the visitor's language, never stored
// usable) only to an active customer without two-step verification; opening it signs in such an
// account and nobody else (staff keep password and second factor); a link works once.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decode } from 'next-auth/jwt';
import { env } from '@/config/env.mjs';
import { hashPassword } from '@/server/auth/password';
import { callAuth, csrfPair, pressEmailLink, SESSION_COOKIE } from './support/auth-endpoint';
import { db } from './support/db';
import { deliver } from './support/mailbox';

async function account(role: 'CUSTOMER' | 'STAFF' | 'ADMIN' = 'CUSTOMER', twoFactor = false) {
  return db.user.create({
    data: {
      email: `link-${randomUUID()}@example.test`,
      name: 'Lupe',
      role,
      emailVerified: new Date(),
      passwordHash: await hashPassword('quiet-meadow-71'),
      twoFactorEnabledAt: twoFactor ? new Date() : null,
    },
    select: { id: true, email: true },
  });
}

/** Asks for a link as the sign-in page does (CSRF token, JSON answer); returns NextAuth's answer. */
async function requestLink(email: string, lang = 'es') {
  const csrf = await callAuth('csrf');
  const csrfName = Object.keys(csrf.cookies).find((name) => name.includes('csrf-token'))!;
  const { csrfToken } = csrf.body as { csrfToken: string };
  const answer = await callAuth('signin/email', {
    method: 'POST',
    query: { lang },
    cookies: { [csrfName]: csrf.cookies[csrfName]! },
    body: { email, csrfToken, callbackUrl: '/es/cuenta', json: 'true' },
  });
  return (answer.body as { url: string }).url;
}

async function rowFor(email: string) {
  return db.emailOutbox.findFirst({ where: { to: email, template: 'sign-in-link' }, orderBy: { createdAt: 'desc' } });
}

/** Opens a link's sign-in (what the auth page's button does: a POST with the CSRF token). */
const openLink = pressEmailLink;

describe('sign-in by e-mailed link', () => {
  it('e-mails a customer a single-use link in the visitor’s language, sealed at rest, that signs them in', async () => {
    const user = await account();
    const answer = await requestLink(user.email.toUpperCase());
    expect(answer).toContain('/verify-request');
    const row = (await rowFor(user.email))!;
    expect(row.language).toBe('es');
    // No usable link in the row: only a sealed one, and nothing once sent.
    expect(JSON.stringify(row.payload)).not.toContain('token=');
    const [sent] = await deliver([row.id]);
    expect(sent!.subject).toBe('Su enlace para iniciar sesión en Magnolia Sod & Stone');
    expect((await db.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).payload).toEqual({});

    const link = new URL(/https?:\/\/\S+\/auth\?\S+/.exec(sent!.text)![0]);
    expect(link.pathname).toBe('/es/auth');
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(link.searchParams.get('returnTo')).toBe('/es/cuenta');
    const token = link.searchParams.get('emailLink')!;

    const signedIn = await openLink(token, user.email);
    expect(signedIn.status).toBe(302);
    expect(String(signedIn.headers.location)).toMatch(/\/es\/cuenta$/);
    const session = await decode({ token: signedIn.cookies[SESSION_COOKIE]!, secret: env.NEXTAUTH_SECRET });
    expect(session).toMatchObject({ sub: user.id, email: user.email, role: 'CUSTOMER' });

    // Used up: the same link again is refused, without a session.
    const again = await openLink(token, user.email);
    expect(String(again.headers.location)).toContain('error=Verification');
    expect(again.cookies[SESSION_COOKIE]).toBeUndefined();

    const events = await db.auditLog.findMany({ where: { entityType: 'Account', OR: [{ entityId: user.email }, { entityId: user.id }] }, orderBy: { createdAt: 'asc' } });
    expect(events.map((e) => e.action)).toEqual(['auth.signIn.linkRequested', 'auth.signIn.success']);
    expect(events[1]!.after).toMatchObject({ method: 'emailLink' });
  });

  it('answers staff, unknown addresses and two-step accounts the same, and sends them nothing', async () => {
    const customer = await account();
    const expected = (await requestLink(customer.email)).replace(/\?.*/, '');
    for (const email of [(await account('STAFF')).email, (await account('ADMIN')).email, (await account('CUSTOMER', true)).email, `nobody-${randomUUID()}@example.test`]) {
      expect((await requestLink(email)).replace(/\?.*/, '')).toBe(expected);
      const row = (await rowFor(email))!;
      expect(await deliver([row.id])).toEqual([]);
      expect(await db.emailOutbox.count({ where: { id: row.id } })).toBe(0);
    }
  });

  it('never signs in a staff account by link, even with a valid token, nor creates an account', async () => {
    const staff = await account('STAFF');
    const stranger = `stranger-${randomUUID()}@example.test`;
    for (const email of [staff.email, stranger]) {
      // A token as NextAuth stores it (its hash with the secret), as if a link had been sent.
      const token = randomBytes(32).toString('hex');
      await db.verificationToken.create({
        data: { identifier: email, token: createHash('sha256').update(`${token}${env.NEXTAUTH_SECRET}`).digest('hex'), expires: new Date(Date.now() + 600_000) },
      });
      const answer = await openLink(token, email);
      expect(String(answer.headers.location)).toContain('error=AccessDenied');
      expect(answer.cookies[SESSION_COOKIE]).toBeUndefined();
    }
    expect(await db.user.count({ where: { email: stranger } })).toBe(0);
  });

  it('limits requests per address', async () => {
    const user = await account();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await requestLink(user.email));
    expect(answers.slice(0, 5).every((url) => url.includes('/verify-request'))).toBe(true);
    expect(new URL(answers[5]!).searchParams.get('error')).toMatch(/^RateLimited:\d+$/);
  });

  // Issue 42, finding 3: login CSRF. Before, a GET of the callback (any page can send a visitor
  // there) signed the browser in to the link's account: someone could sign a visitor in to an
  // account of theirs and collect what the visitor typed into it.
  describe('signs in only on the page’s button, never on a GET of the callback', () => {
    async function sentToken(email: string) {
      await requestLink(email);
      const [sent] = await deliver([(await rowFor(email))!.id]);
      return new URL(/https?:\/\/\S+\/auth\?\S+/.exec(sent!.text)![0]).searchParams.get('emailLink')!;
    }

    it('sends a GET of the callback to the page naming the account, without a session or using the link up', async () => {
      const user = await account();
      const token = await sentToken(user.email);
      const visited = await callAuth('callback/email', { query: { token, email: user.email, callbackUrl: '/es/cuenta', lang: 'es' } });
      expect(visited.status).toBe(303);
      expect(visited.cookies[SESSION_COOKIE]).toBeUndefined();
      const page = new URL(String(visited.headers.location));
      expect(page.pathname).toBe('/es/auth');
      expect(page.searchParams.get('email')).toBe(user.email);
      expect(page.searchParams.get('emailLink')).toBe(token);
      expect(page.searchParams.get('returnTo')).toBe('/es/cuenta');
      // The link still works for its holder, on the button.
      const pressed = await pressEmailLink(token, user.email);
      expect((await decode({ token: pressed.cookies[SESSION_COOKIE]!, secret: env.NEXTAUTH_SECRET }))?.sub).toBe(user.id);
    });

    it('refuses a POST without the CSRF token, or with another browser’s, as a cross-site form would send', async () => {
      const user = await account();
      const token = await sentToken(user.email);
      const other = await csrfPair();
      const mine = await csrfPair();
      const attempts: { cookies: Record<string, string>; body: Record<string, string> }[] = [
        { cookies: {}, body: {} },
        { cookies: {}, body: { csrfToken: other.csrfToken } },
        { cookies: mine.cookies, body: { csrfToken: other.csrfToken } },
        { cookies: mine.cookies, body: {} },
      ];
      for (const attempt of attempts) {
        const answer = await callAuth('callback/email', { method: 'POST', query: { token, email: user.email, callbackUrl: '/es/cuenta' }, ...attempt });
        expect(answer.status).toBe(303);
        expect(answer.cookies[SESSION_COOKIE]).toBeUndefined();
        expect(new URL(String(answer.headers.location)).searchParams.get('emailLink')).toBe(token);
      }
      expect((await pressEmailLink(token, user.email)).cookies[SESSION_COOKIE]).toBeTruthy();
    });
  });
});
