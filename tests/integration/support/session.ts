// A signed-in browser's session cookie for a user, as NextAuth would set it after sign-in.
import { encode } from 'next-auth/jwt';
import { env } from '@/config/env.mjs';
import { IDLE_TIMEOUT_MS, refreshSessionToken } from '@/server/auth/session-check';
import { SESSION_COOKIE } from './auth-endpoint';
import { db } from './db';

export async function sessionCookie(user: { id: string }) {
  const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { id: true, email: true, name: true, role: true, sessionVersion: true } });
  const token = await refreshSessionToken(db, {}, row);
  return `${SESSION_COOKIE}=${await encode({ token, secret: env.NEXTAUTH_SECRET, maxAge: IDLE_TIMEOUT_MS / 1000 })}`;
}
