// What the credentials provider's `authorize` does: a sign-in with e-mail and password, or with
// the one-time token the confirmation and reset links hand to the browser. An account with
// two-step verification also needs a one-time code (authenticator or recovery code): without
// one, or with a wrong one, the answer says so, but only once the password (or token) was right.
// Successes, failures and lockouts are recorded in the audit log (security-events.ts).
import type { Db } from '@/server/db/client';
import type { Role } from '@/server/db/generated/client';
import { normalizeEmail } from '@/domain/email';
import { isExpiredSignUp, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, signInErrors } from '@/domain/account-rules';
import { isStorableText } from '@/domain/input-schema';
import { twoFactorSignInErrors } from '@/domain/two-factor';
import { AppError } from '@/server/errors';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { hitRateLimits, refuseIfLimited, uncountRateLimits, type RateLimitResult, type RateLimitRule } from '@/server/rate-limit';
import { verifyPassword } from './password';
import { accountRateLimits, secondStepRule, signInRateLimits } from './rate-limits';
import { consumeToken, peekToken } from './tokens';
import { verifySecondFactor } from '@/server/services/two-factor-verify';
import { log } from '@/server/log';
import { recordSecurityEvent } from './security-events';

export interface SignInAttempt {
  email?: string;
  password?: string;
  /** One-time token from confirmEmail/resetPassword (or from turning two-step verification on). */
  signInToken?: string;
  /** Second-factor code: 6 digits from the authenticator app, or a recovery code. */
  code?: string;
}

/** What the session token is built from. */
export interface AuthorizedUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  sessionVersion: number;
}

/** NextAuth hands the message of an error thrown by `authorize` back to the browser as `error`. */
export class SignInError extends Error {
  constructor(code: string) {
    super(code);
    this.name = 'SignInError';
  }
}

function toAuthorizedUser(user: AuthorizedUser): AuthorizedUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role, sessionVersion: user.sessionVersion };
}

/**
 * Counts the attempt against `rules`. The first refused attempt of a window is recorded as a
 * lockout (later ones in the same window are not, so an attacker cannot flood the audit log).
 */
async function countAttempt(db: Db, rules: RateLimitRule[], now: Date, client: { ip: string }, email?: string): Promise<RateLimitResult[]> {
  const results = await hitRateLimits(db, rules, now);
  const reached = rules.find((rule, i) => results[i]!.count === rule.limit + 1);
  if (reached) {
    const user = email ? await db.user.findUnique({ where: { email }, select: { id: true } }) : null;
    const scope = /^signin:(email|code):/.test(reached.key) ? 'account' : reached.key.startsWith('signin:pair') ? 'pair' : 'address';
    await recordSecurityEvent(db, { action: 'auth.signIn.locked', userId: user?.id, email, ip: client.ip, scope });
  }
  return results;
}

/** Throws `RateLimited:<minutes>` when any result is over its limit. */
function refuse(results: RateLimitResult[]) {
  try {
    refuseIfLimited(results);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') {
      throw new SignInError(`${signInErrors.rateLimited}:${error.values.minutes ?? 1}`);
    }
    throw error;
  }
}

async function limit(db: Db, rules: RateLimitRule[], now: Date, client: { ip: string }, email?: string) {
  refuse(await countAttempt(db, rules, now, client, email));
}

/**
 * The user to sign in, or null for a wrong password or an unknown e-mail (the same answer and
 * about the same time: an unknown e-mail is checked against a dummy hash). A correct password
 * on an unconfirmed account throws `EmailNotConfirmed`, which only someone knowing the password
 * can learn; so do `TwoFactorRequired` and `TwoFactorInvalid` (see requireSecondFactor). Too many
 * attempts, codes included, throw `RateLimited:<minutes>`.
 */
export async function authorizeSignIn(db: Db, attempt: SignInAttempt, client: { ip: string }, now = new Date()): Promise<AuthorizedUser | null> {
  if (attempt.signInToken) return authorizeWithToken(db, attempt.signInToken, attempt.code, client, now);

  const email = normalizeEmail(attempt.email ?? '');
  const password = attempt.password ?? '';
  // Nothing longer or stranger than an account can hold gets near the database: the same answer as a wrong password.
  if (!email || !password || email.length > MAX_EMAIL_LENGTH || password.length > MAX_PASSWORD_LENGTH || !isStorableText(email)) return null;
  // Limits per address, per account and per account-and-address pair (rate-limits.ts). Only the
  // account-wide one can be reached by guesses from elsewhere; past it, the right password with a
  // valid second-step code still signs in, so a distributed attack cannot lock the owner out.
  const rules = signInRateLimits({ ip: client.ip, email });
  const results = await countAttempt(db, rules, now, client, email);
  const accountWide = rules.findIndex((rule) => rule.key.startsWith('signin:email:'));
  if (results.some((result, i) => i !== accountWide && !result.allowed)) refuse(results);
  const accountLocked = !results[accountWide]!.allowed;

  const user = await db.user.findUnique({ where: { email }, omit: { passwordHash: false } });
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  const event = { userId: user?.id, email, ip: client.ip };
  if (!user || !ok || !user.isActive) {
    await recordSecurityEvent(db, { action: 'auth.signIn.failure', ...event, reason: 'credentials' });
    if (accountLocked) refuse(results);
    return null;
  }
  // Without a second factor nothing but the password vouches for this attempt.
  if (accountLocked && !user.twoFactorEnabledAt) refuse(results);
  if (!user.emailVerified) {
    await recordSecurityEvent(db, { action: 'auth.signIn.failure', ...event, reason: 'notConfirmed' });
    // A week unconfirmed: the sign-up has expired (issue 42) and its password never signs in.
    throw new SignInError(isExpiredSignUp(user, now) ? signInErrors.signUpExpired : signInErrors.notConfirmed);
  }
  // Codes count against the account on their own limit, which the right password does not lift.
  const codeRules = user.twoFactorEnabledAt && attempt.code ? [secondStepRule(email)] : [];
  await limit(db, codeRules, now, client, email);
  await requireSecondFactor(db, user, attempt.code, now, client);
  // A successful sign-in is taken back out of every count.
  await uncountRateLimits(db, [...rules, ...codeRules], now);
  await recordSecurityEvent(db, { action: 'auth.signIn.success', ...event, method: 'password', secondStep: Boolean(user.twoFactorEnabledAt) });
  return toAuthorizedUser(user);
}

/**
 * `authorize` as NextAuth calls it. NextAuth puts the message of whatever `authorize` throws into
 * the sign-in page's address, so only our own codes may reach it: a database that does not answer
 * becomes `Unavailable` ("try again"), anything else `SignInFailed` (logged here).
 */
export async function authorizeForNextAuth(db: Db, attempt: SignInAttempt, client: { ip: string }): Promise<AuthorizedUser | null> {
  try {
    return await authorizeSignIn(db, attempt, client);
  } catch (error) {
    if (error instanceof SignInError) throw error;
    if (isDatabaseUnavailable(error)) throw new SignInError(signInErrors.unavailable);
    log.error('Sign-in failed:', error);
    throw new SignInError(signInErrors.failed);
  }
}

/**
 * For an account with two-step verification: throws `TwoFactorRequired` without a code and
 * `TwoFactorInvalid` for a wrong, expired or already used one; a recovery code is used up.
 */
async function requireSecondFactor(db: Db, user: { id: string; email: string; twoFactorEnabledAt: Date | null }, code: string | undefined, now: Date, client: { ip: string }) {
  if (!user.twoFactorEnabledAt) return;
  if (!code) throw new SignInError(twoFactorSignInErrors.required);
  const passed = await db.$transaction((tx) => verifySecondFactor(tx, user.id, code, { now }));
  if (!passed) {
    await recordSecurityEvent(db, { action: 'auth.signIn.failure', userId: user.id, email: user.email, ip: client.ip, reason: 'secondFactor' });
    throw new SignInError(twoFactorSignInErrors.invalid);
  }
}

async function authorizeWithToken(db: Db, raw: string, code: string | undefined, client: { ip: string }, now: Date): Promise<AuthorizedUser> {
  await limit(db, accountRateLimits('signin', { ip: client.ip }), now, client);
  const linkFailure = async (userId?: string) => {
    await recordSecurityEvent(db, { action: 'auth.signIn.failure', userId, ip: client.ip, reason: 'link' });
    return new SignInError(signInErrors.linkInvalid);
  };
  if (!/^[0-9a-f]{64}$/.test(raw)) throw await linkFailure();
  const token = await peekToken(db, raw, now);
  const purpose = token?.purpose === 'signin-verified' ? 'signin-verified' : 'signin';
  let secondFactorChecked = purpose === 'signin-verified';
  if (token?.purpose === 'signin') {
    // After a password reset the second factor is still asked for; the token stays valid until it passes.
    const holder = await db.user.findUnique({ where: { id: token.subject }, select: { id: true, email: true, twoFactorEnabledAt: true } });
    if (holder?.twoFactorEnabledAt) {
      // Code guesses count against the account too, as they do after a password.
      await limit(db, [secondStepRule(holder.email)], now, client, holder.email);
      await requireSecondFactor(db, holder, code, now, client);
      secondFactorChecked = true;
    }
  }
  let userId: string;
  try {
    userId = await db.$transaction((tx) => consumeToken(tx, purpose, raw, now));
  } catch (error) {
    if (error instanceof AppError) throw await linkFailure();
    throw error;
  }
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user || !user.isActive || !user.emailVerified) throw await linkFailure(user?.id);
  // Turned on between the check above and now: the token is spent, the person signs in again.
  if (user.twoFactorEnabledAt && !secondFactorChecked) throw await linkFailure(user.id);
  await recordSecurityEvent(db, { action: 'auth.signIn.success', userId: user.id, email: user.email, ip: client.ip, method: 'link', secondStep: secondFactorChecked });
  return toAuthorizedUser(user);
}
