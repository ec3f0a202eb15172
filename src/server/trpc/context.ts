import type { NextApiRequest, NextApiResponse } from 'next';
import { getServerSession } from 'next-auth';
import { getDb, type Db } from '@/server/db/client';
import { authOptions } from '@/server/auth/options';
import { isLang, type Lang } from '@/i18n/languages';

export interface SessionUser {
  id: string;
  email: string;
  role: 'CUSTOMER' | 'STAFF' | 'ADMIN';
}

export interface Session {
  user: SessionUser;
}

export interface Context {
  db: Db;
  /**
   * The signed-in user as the session token claims it; procedures re-check it in the database.
   * Given up front (server-side callers, tests) or read by `loadSession` on first need.
   */
  session?: Session | null;
  /** Reads the session cookie: HTTP requests pay for it (token decryption, a user read) only in procedures that need the signed-in user. */
  loadSession?: () => Promise<Session | null>;
  lang: Lang;
  /** Client address for rate limits. */
  ip: string;
  req?: NextApiRequest;
  res?: NextApiResponse;
}

/** The page language the client sends in `x-lang` (the tRPC link sets it), else English. */
export function requestLang(req: Pick<NextApiRequest, 'headers'>): Lang {
  const header = req.headers['x-lang'];
  return isLang(header) ? header : 'en';
}

export function requestIp(req: Pick<NextApiRequest, 'headers' | 'socket'>): string {
  // Behind a load balancer set TRUST_PROXY=1 so the client address comes from X-Forwarded-For.
  const forwarded = process.env.TRUST_PROXY === '1' ? req.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket?.remoteAddress || 'unknown';
}

export function createContext({ req, res }: { req: NextApiRequest; res: NextApiResponse }): Context {
  let session: Promise<Session | null> | undefined;
  const loadSession = () => {
    session ??= getServerSession(req, res, authOptions()).then((found) => {
      const user = found?.user as Partial<SessionUser> | undefined;
      return user?.id && user.email && user.role ? { user: user as SessionUser } : null;
    });
    return session;
  };
  return {
    db: getDb(),
    loadSession,
    lang: requestLang(req),
    ip: requestIp(req),
    req,
    res,
  };
}
