// NextAuth (v4) configuration: e-mail and password, JWT sessions carrying the user id,
// role and session version. The account flows (sign-up, confirmation, reset) build on this.
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { PrismaAdapter } from '@auth/prisma-adapter';
import type { Adapter } from 'next-auth/adapters';
import { getDb } from '@/server/db/client';
import { verifyCredentials } from './credentials';

const isSecureSite = (process.env.SITE_URL ?? '').startsWith('https://');

export function buildAuthOptions(): NextAuthOptions {
  return {
    adapter: PrismaAdapter(getDb() as never) as unknown as Adapter,
    secret: process.env.NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
    useSecureCookies: isSecureSite,
    pages: { signIn: '/en/auth' },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        authorize: async (credentials) => {
          const user = await verifyCredentials(credentials?.email ?? '', credentials?.password ?? '');
          return user ? { id: user.id, email: user.email, name: user.name, role: user.role, sessionVersion: user.sessionVersion } : null;
        },
      }),
    ],
    callbacks: {
      jwt: ({ token, user }) => {
        if (user) {
          const u = user as { id: string; role?: string; sessionVersion?: number };
          token.sub = u.id;
          token.role = u.role;
          token.sv = u.sessionVersion;
        }
        return token;
      },
      session: ({ session, token }) => {
        if (session.user) {
          Object.assign(session.user, { id: token.sub, role: token.role });
        }
        return session;
      },
    },
  };
}

let cached: NextAuthOptions | undefined;
export function authOptions(): NextAuthOptions {
  cached ??= buildAuthOptions();
  return cached;
}
