// Sign-up, e-mail confirmation, resend and password reset through the account router.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n/translate';
import { authorizeSignIn } from '@/server/auth/credentials';
import { refreshSessionToken, SessionRevokedError } from '@/server/auth/session-check';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { authLinkIn, deliver, emailFor } from './support/mailbox';

const uniqueEmail = () => `person-${randomUUID()}@example.test`;

/** The translation key an API error carries: the first zod issue, or the AppError's key. */
async function errorKeyOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.cause instanceof ZodError) return error.cause.issues[0]!.message;
    if (error.cause instanceof AppError) return error.cause.messageKey;
    return error.code;
  }
}

async function signUp(overrides: Partial<{ name: string; email: string; password: string; confirmPassword: string; returnTo: string }> = {}, lang: 'en' | 'es' = 'en') {
  const input = { name: 'Ana López', email: uniqueEmail(), password: 'secret-pass', confirmPassword: 'secret-pass', ...overrides };
  await callerAs(null, { lang }).account.signUp(input);
  return input;
}

/** The raw token in the newest e-mail of `template` sent to `email` (what the person clicks), sent by the outbox worker. */
async function linkTokenFor(email: string, template: 'account-confirmation' | 'password-reset', param: 'confirm' | 'reset') {
  const row = await db.emailOutbox.findFirstOrThrow({ where: { to: email, template }, orderBy: { createdAt: 'desc' } });
  const url = authLinkIn((await emailFor(row.id))!);
  return { token: url.searchParams.get(param)!, url, row };
}

describe('sign-up', () => {
  it('checks that the passwords match before their length', async () => {
    const caller = callerAs(null);
    const base = { name: 'Ana', email: uniqueEmail() };
    expect(await errorKeyOf(caller.account.signUp({ ...base, password: 'abc', confirmPassword: 'abd' }))).toBe('auth:validation.passwordsMismatch');
    expect(await errorKeyOf(caller.account.signUp({ ...base, password: 'abcde', confirmPassword: 'abcde' }))).toBe('auth:validation.passwordTooShort');
    expect(await db.user.count({ where: { email: base.email } })).toBe(0);
    expect(translate('en', 'auth:validation.passwordsMismatch')).toBe('Passwords do not match');
    expect(translate('en', 'auth:validation.passwordTooShort', { min: 8 })).toBe(
      'Your password needs at least 8 characters. A short phrase of three or four words is easy to remember and hard to guess.',
    );
  });

  it('creates an unconfirmed customer and e-mails a hashed, 24-hour link in the visitor’s language', async () => {
    const input = await signUp({ email: `  Mixed-${randomUUID()}@Example.TEST ` }, 'es');
    const email = input.email.trim().toLowerCase();
    const user = await db.user.findUniqueOrThrow({ where: { email }, omit: { passwordHash: false } });
    expect(user).toMatchObject({ role: 'CUSTOMER', language: 'es', emailVerified: null, name: 'Ana López' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    const { token, url, row } = await linkTokenFor(email, 'account-confirmation', 'confirm');
    expect(row.language).toBe('es');
    expect(url.pathname).toBe('/es/auth');
    expect(url.searchParams.get('returnTo')).toBeNull();
    const stored = await db.verificationToken.findFirstOrThrow({ where: { identifier: `confirm:${email}` } });
    expect(stored.token).not.toBe(token);
    expect(stored.token).toBe(createHash('sha256').update(token).digest('hex'));
    const hours = (stored.expires.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const first = await signUp();
    const key = await errorKeyOf(signUp({ email: first.email.toUpperCase() }));
    expect(key).toBe('auth:signUp.emailTaken');
    expect(translate('en', key)).toBe('An account with this email already exists');
    expect(await db.user.count({ where: { email: first.email } })).toBe(1);
  });

  it('is rate limited per client address and per e-mail', async () => {
    const ip = `signup-${randomUUID()}`;
    const attempt = (email: string, from = ip) =>
      errorKeyOf(callerAs(null, { ip: from }).account.signUp({ name: 'X', email, password: 'gravel-path', confirmPassword: 'gravel-path' }));
    for (let i = 0; i < 10; i++) expect(await attempt(uniqueEmail())).toBe('OK');
    expect(await attempt(uniqueEmail())).toBe('common:errors.tooManyRequests');
    expect(translate('en', 'common:errors.tooManyRequests', { minutes: 60 })).toBe('Too many requests. Please try again in 60 minutes.');

    // One address tried from many places: duplicates count too.
    const email = uniqueEmail();
    const results: string[] = [];
    for (let i = 0; i < 6; i++) results.push(await attempt(email, `signup-${randomUUID()}`));
    expect(results).toEqual(['OK', ...Array(4).fill('auth:signUp.emailTaken'), 'common:errors.tooManyRequests']);
  });
});

describe('e-mail confirmation', () => {
  it('brings the visitor back to the page they came from, never to another site', async () => {
    const back = await signUp({ returnTo: '/en/quote' });
    expect((await linkTokenFor(back.email, 'account-confirmation', 'confirm')).url.searchParams.get('returnTo')).toBe('/en/quote');
    const offSite = await signUp({ returnTo: '//evil.example/en' });
    expect((await linkTokenFor(offSite.email, 'account-confirmation', 'confirm')).url.searchParams.get('returnTo')).toBeNull();
  });

  it('refuses to sign in before confirming, then the link confirms once (signing in by link: confirm-link.test.ts)', async () => {
    const input = await signUp();
    const client = { ip: `confirm-${randomUUID()}` };
    await expect(authorizeSignIn(db, { email: input.email, password: input.password }, client)).rejects.toThrow('EmailNotConfirmed');
    expect(translate('en', 'auth:signIn.notConfirmed')).toBe('Please check your email and confirm your account');

    const { token } = await linkTokenFor(input.email, 'account-confirmation', 'confirm');
    const caller = callerAs(null, client);
    // Not the browser that signed up: confirmed, not signed in.
    await expect(caller.account.confirmEmail({ token })).resolves.toEqual({ signInToken: null });
    expect((await db.user.findUniqueOrThrow({ where: { email: input.email } })).emailVerified).toBeInstanceOf(Date);
    // The confirmation link works once.
    expect(await errorKeyOf(caller.account.confirmEmail({ token }))).toBe('auth:errors.linkInvalid');
    // And the password now signs in.
    await expect(authorizeSignIn(db, { email: input.email, password: input.password }, client)).resolves.toMatchObject({ email: input.email });
  });

  it('refuses an expired link and leaves the account unconfirmed', async () => {
    const input = await signUp();
    const { token } = await linkTokenFor(input.email, 'account-confirmation', 'confirm');
    await db.verificationToken.updateMany({ where: { identifier: `confirm:${input.email}` }, data: { expires: new Date(Date.now() - 1000) } });
    expect(await errorKeyOf(callerAs(null).account.confirmEmail({ token }))).toBe('auth:errors.linkExpired');
    expect((await db.user.findUniqueOrThrow({ where: { email: input.email } })).emailVerified).toBeNull();
  });

  it('refuses a reset token used as a confirmation link', async () => {
    const input = await signUp();
    await callerAs(null).account.requestPasswordReset({ email: input.email });
    const { token } = await linkTokenFor(input.email, 'password-reset', 'reset');
    expect(await errorKeyOf(callerAs(null).account.confirmEmail({ token }))).toBe('auth:errors.linkInvalid');
  });

  it('resends a fresh link that replaces the old one, and answers the same for unknown addresses', async () => {
    const input = await signUp();
    const old = await linkTokenFor(input.email, 'account-confirmation', 'confirm');
    const caller = callerAs(null);
    await expect(caller.account.resendConfirmation({ email: input.email })).resolves.toEqual({ sent: true });
    await expect(caller.account.resendConfirmation({ email: uniqueEmail() })).resolves.toEqual({ sent: true });
    const fresh = await linkTokenFor(input.email, 'account-confirmation', 'confirm');
    expect(fresh.token).not.toBe(old.token);
    expect(await errorKeyOf(caller.account.confirmEmail({ token: old.token }))).toBe('auth:errors.linkInvalid');
    await expect(caller.account.confirmEmail({ token: fresh.token })).resolves.toHaveProperty('signInToken');
  });

  it('limits resends per account', async () => {
    const input = await signUp();
    const results: string[] = [];
    for (let i = 0; i < 4; i++) {
      results.push(await errorKeyOf(callerAs(null).account.resendConfirmation({ email: input.email }).then(() => 'OK')));
    }
    expect(results).toEqual(['OK', 'OK', 'OK', 'common:errors.tooManyRequests']);
  });
});

describe('password reset', () => {
  async function confirmedAccount() {
    const input = await signUp();
    const { token } = await linkTokenFor(input.email, 'account-confirmation', 'confirm');
    await callerAs(null).account.confirmEmail({ token });
    return input;
  }

  it('answers the same whether or not the address has an account, and e-mails only real ones', async () => {
    const input = await confirmedAccount();
    const unknown = uniqueEmail();
    const caller = callerAs(null, { lang: 'es' });
    const known = await caller.account.requestPasswordReset({ email: input.email });
    const missing = await caller.account.requestPasswordReset({ email: unknown });
    expect(missing).toEqual(known);
    const { row, url } = await linkTokenFor(input.email, 'password-reset', 'reset');
    expect((await deliver()).filter((email) => email.to === unknown)).toEqual([]);
    expect(await db.emailOutbox.count({ where: { to: unknown } })).toBe(0);
    expect(row.language).toBe('es');
    expect(url.pathname).toBe('/es/auth');
  });

  it('sets a new password with the same rules and ends older sessions', async () => {
    const input = await confirmedAccount();
    const client = { ip: `reset-${randomUUID()}` };
    const user = (await authorizeSignIn(db, { email: input.email, password: input.password }, client))!;
    const oldSession = await refreshSessionToken(db, {}, user);

    await callerAs(null).account.requestPasswordReset({ email: input.email });
    const { token } = await linkTokenFor(input.email, 'password-reset', 'reset');
    const caller = callerAs(null, client);
    expect(await errorKeyOf(caller.account.resetPassword({ token, password: 'abc', confirmPassword: 'abd' }))).toBe('auth:validation.passwordsMismatch');
    expect(await errorKeyOf(caller.account.resetPassword({ token, password: 'abc', confirmPassword: 'abc' }))).toBe('auth:validation.passwordTooShort');
    const { signInToken } = await caller.account.resetPassword({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(signInToken).toMatch(/^[0-9a-f]{64}$/);

    // The link is used up; the old password no longer works, the new one does.
    expect(await errorKeyOf(caller.account.resetPassword({ token, password: 'another-pass', confirmPassword: 'another-pass' }))).toBe('auth:errors.linkInvalid');
    await expect(authorizeSignIn(db, { email: input.email, password: input.password }, client)).resolves.toBeNull();
    await expect(authorizeSignIn(db, { email: input.email, password: 'brand-new-pass' }, client)).resolves.toMatchObject({ id: user.id });
    // The session from before the reset is refused at its next use.
    await expect(refreshSessionToken(db, oldSession, undefined)).rejects.toBeInstanceOf(SessionRevokedError);
  });

  it('keeps the staff minimum for a staff or admin account, and the link works for a longer password', async () => {
    const input = await confirmedAccount();
    await db.user.update({ where: { email: input.email }, data: { role: 'ADMIN' } });
    await callerAs(null).account.requestPasswordReset({ email: input.email });
    const { token } = await linkTokenFor(input.email, 'password-reset', 'reset');
    const caller = callerAs(null, { lang: 'es', ip: `reset-${randomUUID()}` });
    const refused = caller.account.resetPassword({ token, password: 'gh7#kq-x', confirmPassword: 'gh7#kq-x' });
    expect(await errorKeyOf(refused)).toBe('auth:validation.passwordTooShort');
    const again = (await caller.account.resetPassword({ token, password: 'gh7#kq-x', confirmPassword: 'gh7#kq-x' }).then(
      () => null,
      (error: TRPCError) => error.cause,
    )) as AppError;
    expect(translate('es', again.messageKey, again.values)).toBe(
      'Su contraseña necesita al menos 12 caracteres. Una frase corta de tres o cuatro palabras es fácil de recordar y difícil de adivinar.',
    );
    await expect(authorizeSignIn(db, { email: input.email, password: 'gh7#kq-x' }, { ip: `x-${randomUUID()}` })).resolves.toBeNull();
    const { signInToken } = await caller.account.resetPassword({ token, password: 'long-enough-pass', confirmPassword: 'long-enough-pass' });
    expect(signInToken).toMatch(/^[0-9a-f]{64}$/);
  });
});
