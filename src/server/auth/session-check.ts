// The session token (a JWT) carries the user id, role and session version. It is re-checked
// against the database every few minutes, so a demoted, deactivated or deleted user, or one
// whose password was reset, loses access within minutes even though JWTs are not stored.
import type { JWT } from 'next-auth/jwt';
import type { Db } from '@/server/db/client';
import type { AuthorizedUser } from './credentials';

export const RECHECK_AFTER_MS = 5 * 60 * 1000;

/** Thrown from the jwt callback: NextAuth then clears the session cookie and answers no session. */
export class SessionRevokedError extends Error {
  constructor() {
    super('Session revoked');
    this.name = 'SessionRevokedError';
  }
}

/** The jwt callback: builds the token at sign-in, re-checks it when it is due. */
export async function refreshSessionToken(db: Db, token: JWT, user: AuthorizedUser | undefined, now = Date.now()): Promise<JWT> {
  if (user) {
    return { ...token, sub: user.id, email: user.email, name: user.name, role: user.role, sv: user.sessionVersion, checkedAt: now };
  }
  if (!token.sub || typeof token.sv !== 'number') throw new SessionRevokedError();
  const checkedAt = typeof token.checkedAt === 'number' ? token.checkedAt : 0;
  if (now >= checkedAt && now - checkedAt < RECHECK_AFTER_MS) return token;

  const current = await db.user.findUnique({
    where: { id: token.sub },
    select: { email: true, name: true, role: true, isActive: true, sessionVersion: true },
  });
  if (!current || !current.isActive || current.sessionVersion !== token.sv) throw new SessionRevokedError();
  return { ...token, email: current.email, name: current.name, role: current.role, checkedAt: now };
}

/** What the browser sees at /api/auth/session. */
export function sessionFromToken(session: { expires: string }, token: JWT) {
  return {
    expires: session.expires,
    user: { id: token.sub, email: token.email, name: token.name, role: token.role },
  };
}
