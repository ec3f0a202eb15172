// Issue 42, finding 1: account takeover by pre-registration. Someone signs up with another
// person's address and a password of their choosing; the account stays unconfirmed. When the
// holder of the address later signs in by e-mailed link, the password set at sign-up must not
// come with the account: it is removed, every session and pending token ends, and the holder is
// told by e-mail (in the account's language). Unconfirmed sign-ups expire after a week.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decode } from 'next-auth/jwt';
import { env } from '@/config/env.mjs';
import { UNCONFIRMED_SIGNUP_LIFETIME_MS } from '@/domain/account-rules';
import { callAuth, pressEmailLink, requestEmailLink, SESSION_COOKIE, signInWithPassword } from './support/auth-endpoint';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { authLinkIn, deliver } from './support/mailbox';

const ATTACKER_PASSWORD = 'mallory-chose-this-71';
const VICTIM_PASSWORD = 'lupes-own-garden-42';

function victimAddress() {
  return `victim-${randomUUID()}@example.test`;
}

/** The attacker's sign-up, in English, with the victim's address. */
async function preRegister(email: string) {
  await callerAs(null, { lang: 'en' }).account.signUp({ name: 'Mallory', email, password: ATTACKER_PASSWORD, confirmPassword: ATTACKER_PASSWORD });
}

/** The victim asks for a sign-in link, reads it in their mailbox and presses the page's button. */
async function signInByLink(email: string) {
  const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  await requestEmailLink(email, 'es', ip);
  const row = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: 'sign-in-link', status: 'PENDING' }, orderBy: { createdAt: 'desc' } });
  const [sent] = await deliver([row.id]);
  const link = authLinkIn(sent!);
  return pressEmailLink(link.searchParams.get('emailLink')!, email);
}

describe('an unconfirmed sign-up completed by a sign-in link (pre-registration)', () => {
  it('loses the password given at sign-up: the attacker cannot sign in, the holder is signed in and told', async () => {
    const email = victimAddress();
    await preRegister(email);
    // Unconfirmed, the attacker's password does not sign in yet (as before).
    expect((await signInWithPassword(email, ATTACKER_PASSWORD)).cookies[SESSION_COOKIE]).toBeUndefined();
    // The confirmation e-mail the sign-up queued never reaches anyone after the link is used.
    const confirmation = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: 'account-confirmation' } });

    const opened = await signInByLink(email);
    const session = await decode({ token: opened.cookies[SESSION_COOKIE]!, secret: env.NEXTAUTH_SECRET });
    const user = await db.user.findUniqueOrThrow({ where: { email }, omit: { passwordHash: false } });
    expect(session).toMatchObject({ sub: user.id, email });
    expect(user.emailVerified).not.toBeNull();
    expect(user.passwordHash).toBeNull();

    // The attacker's password no longer opens anything, now that the address is confirmed.
    const attacker = await signInWithPassword(email, ATTACKER_PASSWORD);
    expect(attacker.cookies[SESSION_COOKIE]).toBeUndefined();
    // The holder's new session works.
    const mine = await callAuth('session', { cookies: { [SESSION_COOKIE]: opened.cookies[SESSION_COOKIE]! } });
    expect(mine.body).toMatchObject({ user: { id: user.id, email } });

    // Pending tokens and link e-mails of the account are gone.
    expect(await db.emailOutbox.count({ where: { id: confirmation.id } })).toBe(0);
    expect(await db.verificationToken.count({ where: { OR: [{ identifier: { contains: email } }, { identifier: { contains: user.id } }] } })).toBe(0);

    // Told, in the account's language, with the way to set a password.
    const notice = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: 'password-dropped' } });
    expect(notice.language).toBe('en');
    const [mail] = await deliver([notice.id]);
    expect(mail!.subject).toMatch(/set a password/i);
    expect(authLinkIn(mail!).searchParams.get('forgot')).toBe('1');
    expect(await db.auditLog.count({ where: { entityId: user.id, action: 'auth.password.dropped' } })).toBe(1);
  });

  it('ends every session the account had (a session of the sign-up cannot outlive the link)', async () => {
    const email = victimAddress();
    await preRegister(email);
    const before = await db.user.findUniqueOrThrow({ where: { email } });
    await signInByLink(email);
    const after = await db.user.findUniqueOrThrow({ where: { email } });
    expect(after.sessionVersion).toBeGreaterThan(before.sessionVersion);
  });

  it('changes nothing for an account that was confirmed already: its password keeps working', async () => {
    const email = victimAddress();
    await callerAs(null).account.signUp({ name: 'Lupe', email, password: VICTIM_PASSWORD, confirmPassword: VICTIM_PASSWORD });
    await db.user.update({ where: { email }, data: { emailVerified: new Date() } });
    await signInByLink(email);
    expect((await signInWithPassword(email, VICTIM_PASSWORD)).cookies[SESSION_COOKIE]).toBeTruthy();
    expect(await db.emailOutbox.count({ where: { to: email, template: 'password-dropped' } })).toBe(0);
  });
});

describe('unconfirmed sign-ups expire after a week', () => {
  async function ageSignUp(email: string) {
    await db.user.update({ where: { email }, data: { createdAt: new Date(Date.now() - UNCONFIRMED_SIGNUP_LIFETIME_MS - 60_000) } });
  }

  it('refuses the password of an expired sign-up, and a new sign-up for the address takes it over', async () => {
    const email = victimAddress();
    await preRegister(email);
    await ageSignUp(email);
    const refused = await signInWithPassword(email, ATTACKER_PASSWORD);
    expect(refused.cookies[SESSION_COOKIE]).toBeUndefined();
    expect(JSON.stringify(refused.body)).toContain('SignUpExpired');

    const before = await db.user.findUniqueOrThrow({ where: { email } });
    // The holder signs up: no "already exists", the row is theirs now, with their password.
    await callerAs(null, { lang: 'es' }).account.signUp({ name: 'Lupe', email, password: VICTIM_PASSWORD, confirmPassword: VICTIM_PASSWORD });
    const after = await db.user.findUniqueOrThrow({ where: { email } });
    expect(after.id).toBe(before.id);
    expect(after.name).toBe('Lupe');
    expect(after.language).toBe('es');
    expect(after.sessionVersion).toBeGreaterThan(before.sessionVersion);
    // Confirmed through the link sent to the holder, only their password signs in.
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: 'account-confirmation', status: 'PENDING' }, orderBy: { createdAt: 'desc' } });
    const [mail] = await deliver([row.id]);
    await callerAs(null).account.confirmEmail({ token: authLinkIn(mail!).searchParams.get('confirm')! });
    expect((await signInWithPassword(email, ATTACKER_PASSWORD)).cookies[SESSION_COOKIE]).toBeUndefined();
    expect((await signInWithPassword(email, VICTIM_PASSWORD)).cookies[SESSION_COOKIE]).toBeTruthy();
  });

  it('no longer confirms an expired sign-up by its confirmation link, nor sends a new one', async () => {
    const email = victimAddress();
    await preRegister(email);
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: 'account-confirmation' } });
    const [mail] = await deliver([row.id]);
    await ageSignUp(email);
    await expect(callerAs(null).account.confirmEmail({ token: authLinkIn(mail!).searchParams.get('confirm')! })).rejects.toThrow('auth:errors.linkExpired');
    expect((await db.user.findUniqueOrThrow({ where: { email } })).emailVerified).toBeNull();
    await callerAs(null).account.resendConfirmation({ email });
    const resent = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template: 'account-confirmation', status: 'PENDING' } });
    expect(await deliver([resent.id])).toEqual([]);
  });

  it('keeps a sign-up younger than a week: its address cannot be signed up again', async () => {
    const email = victimAddress();
    await preRegister(email);
    await expect(callerAs(null).account.signUp({ name: 'Lupe', email, password: VICTIM_PASSWORD, confirmPassword: VICTIM_PASSWORD })).rejects.toThrow('auth:signUp.emailTaken');
  });
});
