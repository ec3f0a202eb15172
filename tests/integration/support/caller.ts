// Calls the API the way the site does, through the real router, with a chosen caller.
import type { NextApiResponse } from 'next';
import { randomUUID } from 'node:crypto';
import { createCaller } from '@/server/trpc/root';
import type { Context, SessionUser } from '@/server/trpc/context';
import type { Lang } from '@/i18n/languages';
import { db } from './db';

/** `res`: a response whose revalidate() records the pages a change rebuilds. */
export function callerAs(user: SessionUser | null, opts: { lang?: Lang; ip?: string; res?: NextApiResponse } = {}) {
  const ctx: Context = {
    db,
    session: user ? { user } : null,
    lang: opts.lang ?? 'en',
    ip: opts.ip ?? `test-client-${randomUUID()}`,
    res: opts.res,
  };
  return createCaller(ctx);
}

/**
 * A user row with a unique e-mail; returns what a session would carry. Staff and admins have
 * two-step verification on (the back office requires it) unless `twoFactor: false`.
 */
export async function createUser(role: SessionUser['role'] = 'CUSTOMER', overrides: { isActive?: boolean; twoFactor?: boolean } = {}): Promise<SessionUser> {
  const email = `user-${randomUUID()}@example.test`;
  const { twoFactor = role !== 'CUSTOMER', ...rest } = overrides;
  const user = await db.user.create({
    data: { email, name: 'Test User', role, emailVerified: new Date(), twoFactorEnabledAt: twoFactor ? new Date() : null, ...rest },
    select: { id: true, email: true, role: true },
  });
  return user;
}
