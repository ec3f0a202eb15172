// What the credentials provider's `authorize` does: a sign-in with e-mail and password, or with
// the one-time token the confirmation and reset links hand to the browser.
import type { Db } from '@/server/db/client';
import type { Role } from '@/server/db/generated/client';
import { normalizeEmail } from '@/domain/email';
import { signInErrors } from '@/domain/account-rules';
import { AppError } from '@/server/errors';
import { enforceRateLimits } from '@/server/rate-limit';
import { verifyPassword } from './password';
import { accountRateLimits } from './rate-limits';
import { consumeToken } from './tokens';

export interface SignInAttempt {
  email?: string;
  password?: string;
  /** One-time token from confirmEmail/resetPassword. */
  signInToken?: string;
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

async function limit(db: Db, rules: ReturnType<typeof accountRateLimits>, now: Date) {
  try {
    await enforceRateLimits(db, rules, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') {
      throw new SignInError(`${signInErrors.rateLimited}:${error.values.minutes ?? 1}`);
    }
    throw error;
  }
}

/**
 * The user to sign in, or null for a wrong password or an unknown e-mail (the same answer and
 * about the same time: an unknown e-mail is checked against a dummy hash). A correct password
 * on an unconfirmed account throws `EmailNotConfirmed`, which only someone knowing the password
 * can learn; too many attempts throw `RateLimited:<minutes>`.
 */
export async function authorizeSignIn(db: Db, attempt: SignInAttempt, client: { ip: string }, now = new Date()): Promise<AuthorizedUser | null> {
  if (attempt.signInToken) return authorizeWithToken(db, attempt.signInToken, client, now);

  const email = normalizeEmail(attempt.email ?? '');
  const password = attempt.password ?? '';
  if (!email || !password) return null;
  await limit(db, accountRateLimits('signin', { ip: client.ip, email }), now);

  const user = await db.user.findUnique({ where: { email }, omit: { passwordHash: false } });
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok || !user.isActive) return null;
  if (!user.emailVerified) throw new SignInError(signInErrors.notConfirmed);
  return toAuthorizedUser(user);
}

async function authorizeWithToken(db: Db, raw: string, client: { ip: string }, now: Date): Promise<AuthorizedUser> {
  await limit(db, accountRateLimits('signin', { ip: client.ip }), now);
  if (!/^[0-9a-f]{64}$/.test(raw)) throw new SignInError(signInErrors.linkInvalid);
  let userId: string;
  try {
    userId = await db.$transaction((tx) => consumeToken(tx, 'signin', raw, now));
  } catch (error) {
    if (error instanceof AppError) throw new SignInError(signInErrors.linkInvalid);
    throw error;
  }
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user || !user.isActive || !user.emailVerified) throw new SignInError(signInErrors.linkInvalid);
  return toAuthorizedUser(user);
}
