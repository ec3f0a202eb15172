import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { getServerSession } from 'next-auth';
import { getDb, type Db } from '@/server/db/client';
import { authOptions } from '@/server/auth/options';
import { isLang, type Lang } from '@/i18n/languages';
import { env } from '@/config/env.mjs';
import type { AccountRole } from '@/domain/back-office-access';

export interface SessionUser {
  id: string;
  email: string;
  role: AccountRole;
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

/**
 * The client address for rate limits. Behind load balancers set TRUST_PROXY to how many of them
 * stand in front (usually 1): each appends the address it saw to X-Forwarded-For, so the client's
 * is that many entries from the right. Entries further left are whatever the client sent and are
 * never trusted. Anything but an IP address there falls back to the connection's address.
 */
export function requestIp(req: { headers: IncomingHttpHeaders; socket?: { remoteAddress?: string } }, proxies = env.TRUST_PROXY): string {
  const header = req.headers['x-forwarded-for'];
  if (Number.isInteger(proxies) && proxies > 0 && header) {
    const entries = (Array.isArray(header) ? header.join(',') : header).split(',').map((entry) => entry.trim());
    const client = entries[entries.length - proxies];
    if (client && isIP(client)) return client;
  }
  return req.socket?.remoteAddress || 'unknown';
}

export function createContext({ req, res }: { req: NextApiRequest; res: NextApiResponse }): Context {
  let session: Promise<Session | null> | undefined;
  const loadSession = () => {
    // An answer that depends on who is signed in is for that browser only, and not to be kept.
    if (!res.headersSent) res.setHeader('Cache-Control', 'private, no-store');
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
