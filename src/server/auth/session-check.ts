// The session token (a JWT) carries the user id, role, session version, when the person signed
// in (`authTime`) and when the token was last used (`seenAt`). On every request that reads the
// session, the jwt callback re-reads the user's sessionVersion, isActive and role by primary key
// (one indexed row, well under a millisecond), so sign-out, a password change or reset, a role
// change and deactivation end earlier tokens at once, even copies taken before. A token also
// ends 8 hours after its last use (idle timeout) and 30 days after sign-in (absolute lifetime).
import type { JWT } from 'next-auth/jwt';
import type { Db } from '@/server/db/client';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import type { AuthorizedUser } from './credentials';

/** No request for this long ends the session (also NextAuth's session.maxAge: the cookie and the token's `exp` slide with each use). */
export const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
/** However active, a session ends this long after sign-in. */
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Thrown from the jwt callback: NextAuth then clears the session cookie and answers no session. */
export class SessionRevokedError extends Error {
  constructor(reason = 'revoked') {
    super(`Session ${reason}`);
    this.name = 'SessionRevokedError';
  }
}

/** The jwt callback: builds the token at sign-in, re-checks it on every later use. */
export async function refreshSessionToken(db: Db, token: JWT, user: AuthorizedUser | undefined, now = Date.now()): Promise<JWT> {
  if (user) {
    return { ...token, sub: user.id, email: user.email, name: user.name, role: user.role, sv: user.sessionVersion, authTime: now, seenAt: now };
  }
  const { sub, sv, authTime, seenAt } = token;
  if (!sub || typeof sv !== 'number' || typeof authTime !== 'number' || typeof seenAt !== 'number') {
    throw new SessionRevokedError('malformed');
  }
  // A token from the future (clock tampering is impossible without the secret, so this is a bug) is refused too.
  if (authTime > now + 60_000 || now - authTime >= ABSOLUTE_LIFETIME_MS) throw new SessionRevokedError('expired');
  if (now - seenAt >= IDLE_TIMEOUT_MS) throw new SessionRevokedError('idle');

  let current: { role: JWT['role']; email: string; isActive: boolean; sessionVersion: number } | null;
  try {
    current = await db.user.findUnique({ where: { id: sub }, select: { role: true, email: true, isActive: true, sessionVersion: true } });
  } catch (error) {
    // With the database down, keep the cookie instead of signing everyone out: every protected
    // procedure and admin page reads the database too, so it answers 503 and grants nothing.
    if (isDatabaseUnavailable(error)) return token;
    throw error;
  }
  if (!current || !current.isActive || current.sessionVersion !== sv) throw new SessionRevokedError();
  // A role or e-mail address changed since sign-in shows at once.
  return { ...token, role: current.role, email: current.email, seenAt: now };
}

/**
 * NextAuth's signOut event: ends every session of the user whose token is being signed out, so a
 * copy of this cookie (or any other device's) stops working too. Only a token that is still
 * valid counts: an old, already revoked copy cannot sign the person out of their current session.
 */
export async function endSessions(db: Db, token: JWT | null | undefined): Promise<boolean> {
  if (!token?.sub || typeof token.sv !== 'number') return false;
  const { count } = await db.user.updateMany({
    where: { id: token.sub, sessionVersion: token.sv },
    data: { sessionVersion: { increment: 1 } },
  });
  return count === 1;
}

/** What the browser sees at /api/auth/session. */
export function sessionFromToken(session: { expires: string }, token: JWT) {
  return {
    expires: session.expires,
    user: { id: token.sub, email: token.email, name: token.name, role: token.role },
  };
}
