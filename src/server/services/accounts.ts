// Accounts: sign-up with e-mail confirmation, resending the link, password reset. Links carry
// single-use tokens stored hashed (server/auth/tokens.ts), issued by the outbox worker when it
// sends the e-mail (server/email/account-links.ts), so no usable link is ever stored; a request
// only queues the e-mail, and resend and reset requests never look the address up, so they take
// the same time whether or not it has an account. Confirming or resetting hands back a short-lived
// one-time sign-in token that the browser exchanges for a session at NextAuth's credentials
// endpoint, so following the link signs the person in; a confirmation link does so only in the
// browser that signed up (a cookie it got then), so nobody can sign a victim into an account of
// theirs by sending its link (login CSRF): elsewhere it confirms, and the password signs in.
import type { Db } from '@/server/db/client';
import type { Lang } from '@/i18n/languages';
import { normalizeEmail } from '@/domain/email';
import { safeReturnTo } from '@/domain/return-to';
import { isExpiredSignUp, type ResetPasswordInput, type SignUpInput } from '@/domain/account-rules';
import { checkPassword } from '@/server/auth/common-passwords';
import { claimCallerQuotes } from './caller-quote-claim';
import { AppError } from '@/server/errors';
import { isUniqueViolation } from '@/server/db/unique';
import { enforceRateLimits } from '@/server/rate-limit';
import { enqueueEmail } from '@/server/email/outbox';
import { wakeOutboxWorker } from '@/server/email/wake';
import { hashPassword } from '@/server/auth/password';
import { accountRateLimits } from '@/server/auth/rate-limits';
import { consumeToken, endPendingTokens, issueToken, peekToken, tokenLifetimeMs } from '@/server/auth/tokens';
import type { BrowserCookies } from '@/server/http/browser-cookie';
import { recordSecurityEvent } from '@/server/auth/security-events';
import { forgotPasswordUrl, queueSignInNotice } from '@/server/email/sign-in-notices';
import { linkApplicationsToAccount } from './member-decisions';

export interface AccountClient {
  ip: string;
  lang: Lang;
  /** The calling browser's cookies (HTTP requests only). */
  browser?: BrowserCookies;
}

/** Holds the token that marks the browser that signed up (see confirmEmail). */
export const SIGNUP_BROWSER_COOKIE = 'signup-browser';

/**
 * Creates an unconfirmed CUSTOMER account and e-mails the confirmation link in the visitor's
 * language. An e-mail already registered answers CONFLICT 'An account with this email already
 * exists' (the sign-up form says so by design; the rate limits keep it from being a lookup).
 */
export async function signUp(db: Db, input: SignUpInput, client: AccountClient): Promise<{ email: string }> {
  const email = normalizeEmail(input.email);
  await enforceRateLimits(db, accountRateLimits('signup', { ip: client.ip, email }));
  // An unconfirmed sign-up older than a week is taken over in place (issue 42): whoever made it
  // never proved the address, so it holds it no longer. Its password, name and language are
  // replaced, its sessions and pending tokens end, and the new week starts now.
  const existing = await db.user.findUnique({ where: { email }, select: { id: true, emailVerified: true, createdAt: true } });
  if (existing && !isExpiredSignUp(existing)) {
    throw new AppError('CONFLICT', 'auth:signUp.emailTaken');
  }
  const passwordHash = await hashPassword(input.password);
  let browserToken: string | undefined;
  try {
    await db.$transaction(async (tx) => {
      const data = { name: input.name, passwordHash, language: client.lang };
      let user: { id: string };
      if (existing) {
        const { count } = await tx.user.updateMany({
          where: { id: existing.id, emailVerified: null, createdAt: existing.createdAt },
          data: { ...data, createdAt: new Date(), sessionVersion: { increment: 1 } },
        });
        if (count !== 1) throw new AppError('CONFLICT', 'auth:signUp.emailTaken');
        await endPendingTokens(tx, { id: existing.id, email });
        user = existing;
      } else {
        user = await tx.user.create({ data: { ...data, email, role: 'CUSTOMER' }, select: { id: true } });
      }
      // Member-pricing applications sent earlier with this e-mail now belong to the account.
      await linkApplicationsToAccount(tx, user.id, email);
      const returnTo = safeReturnTo(input.returnTo);
      await enqueueEmail(tx, {
        to: email,
        template: 'account-confirmation',
        language: client.lang,
        payload: { name: input.name, ...(returnTo ? { returnTo } : {}) },
      });
      if (client.browser) browserToken = await issueToken(tx, 'signup-browser', email);
    });
  } catch (error) {
    // Two sign-ups with the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'auth:signUp.emailTaken');
    throw error;
  }
  if (browserToken) client.browser?.set(SIGNUP_BROWSER_COOKIE, browserToken, tokenLifetimeMs['signup-browser'] / 1000);
  wakeOutboxWorker();
  return { email };
}

/**
 * Sends a fresh confirmation link when the address belongs to an unconfirmed account (the worker
 * decides, when it sends). The answer and the work are the same either way, so it does not tell
 * who has an account.
 */
export async function resendConfirmation(db: Db, input: { email: string }, client: AccountClient): Promise<{ sent: true }> {
  return queueAccountEmail(db, normalizeEmail(input.email), 'resend', 'account-confirmation', client);
}

/** Queues an account e-mail for an address without looking it up (see account-links.ts). */
async function queueAccountEmail(db: Db, email: string, limits: 'resend' | 'reset-request', template: 'account-confirmation' | 'password-reset', client: AccountClient): Promise<{ sent: true }> {
  await enforceRateLimits(db, accountRateLimits(limits, { ip: client.ip, email }));
  await db.$transaction(async (tx) => {
    await enqueueEmail(tx, { to: email, template, language: client.lang, payload: {} });
    // Recorded for any address (the account is not looked up here).
    if (template === 'password-reset') await recordSecurityEvent(tx, { action: 'auth.password.resetRequested', email, ip: client.ip });
  });
  wakeOutboxWorker();
  return { sent: true };
}

/**
 * Confirms the account the link was sent for. Returns a one-time sign-in token only to the
 * browser that signed up for this address (its sign-up cookie, used up here); anywhere else
 * `signInToken` is null and the person signs in with the password.
 */
export async function confirmEmail(db: Db, input: { token: string }, client: AccountClient): Promise<{ signInToken: string | null }> {
  await enforceRateLimits(db, accountRateLimits('confirm', { ip: client.ip }));
  const browserToken = client.browser?.get(SIGNUP_BROWSER_COOKIE);
  const result = await db.$transaction(async (tx) => {
    const email = await consumeToken(tx, 'confirm', input.token);
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, emailVerified: true, isActive: true, createdAt: true } });
    if (!user || !user.isActive) throw new AppError('BAD_REQUEST', 'auth:errors.linkInvalid');
    // A week-old sign-up is no longer confirmed by its link (issue 42; see signUp).
    if (isExpiredSignUp(user)) throw new AppError('BAD_REQUEST', 'auth:errors.linkExpired');
    if (!user.emailVerified) await tx.user.update({ where: { id: user.id }, data: { emailVerified: new Date() }, select: { id: true } });
    // Quotes staff made for this address on the phone become the account's (issue 22).
    await claimCallerQuotes(tx, user.id, email);
    const marked = browserToken && /^[0-9a-f]{64}$/.test(browserToken) ? await peekToken(tx, browserToken) : null;
    if (marked?.purpose !== 'signup-browser' || marked.subject !== email) return { signInToken: null, usedBrowserToken: false };
    await consumeToken(tx, 'signup-browser', browserToken!);
    return { signInToken: await issueToken(tx, 'signin', user.id), usedBrowserToken: true };
  });
  if (result.usedBrowserToken) client.browser?.clear(SIGNUP_BROWSER_COOKIE);
  return { signInToken: result.signInToken };
}

/** E-mails a reset link when the address has an account (the worker decides); the same answer, in the same time, either way. */
export async function requestPasswordReset(db: Db, input: { email: string }, client: AccountClient): Promise<{ sent: true }> {
  return queueAccountEmail(db, normalizeEmail(input.email), 'reset-request', 'password-reset', client);
}

/**
 * Sets a new password from a reset link. Bumps the session version, so every session signed in
 * before stops working; following the link also proves the address, so it confirms it.
 * Returns a one-time sign-in token for the browser that reset it.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput, client: AccountClient): Promise<{ signInToken: string }> {
  await enforceRateLimits(db, accountRateLimits('reset', { ip: client.ip }));
  const passwordHash = await hashPassword(input.password);
  const result = await db.$transaction(async (tx) => {
    const email = await consumeToken(tx, 'reset', input.token);
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, emailVerified: true, isActive: true, role: true } });
    if (!user || !user.isActive) throw new AppError('BAD_REQUEST', 'auth:errors.linkInvalid');
    // The account's own policy (staff and admins: a longer minimum); the link stays usable for a better one.
    const problem = checkPassword(input.password, user.role);
    if (problem) throw new AppError('BAD_REQUEST', problem.key, problem.values);
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, sessionVersion: { increment: 1 }, emailVerified: user.emailVerified ?? new Date() },
      select: { id: true },
    });
    // Every pending link of the account ends with the reset (issue 42): an e-mail change asked by
    // someone who knew the old password, another reset link, a sign-in link.
    await endPendingTokens(tx, { id: user.id, email });
    await recordSecurityEvent(tx, { action: 'auth.password.reset', userId: user.id, email, ip: client.ip });
    await queueSignInNotice(tx, user.id, 'passwordReset');
    return { signInToken: await issueToken(tx, 'signin', user.id) };
  });
  wakeOutboxWorker();
  return result;
}

/**
 * A sign-in link was opened for an account whose address was never confirmed (issue 42): whoever
 * signed up chose its password without proving the address, so the link, which proves it, must
 * not hand that password an account. In one transaction: the address is confirmed, the password
 * removed (the holder sets one through the forgotten-password form, or keeps using links), every
 * session and pending token ended, the holder told by e-mail in the account's language, and the
 * event recorded. The caller wakes the outbox worker. False when the account was confirmed already.
 */
export async function completeSignUpByLink(db: Db, userId: string, client: { ip: string }, now = new Date()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: userId, emailVerified: null },
      data: { emailVerified: now, passwordHash: null, sessionVersion: { increment: 1 } },
    });
    if (count !== 1) return false;
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, name: true, language: true } });
    await endPendingTokens(tx, user);
    await enqueueEmail(tx, {
      to: user.email,
      template: 'password-dropped',
      language: user.language,
      payload: { name: user.name, url: forgotPasswordUrl(user.language) },
    });
    await recordSecurityEvent(tx, { action: 'auth.password.dropped', userId: user.id, email: user.email, ip: client.ip });
    return true;
  });
}
