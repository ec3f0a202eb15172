// NextAuth (v4) configuration: e-mail and password through the credentials provider (and, for
// customers, a sign-in link by e-mail through the e-mail provider and the Prisma adapter), JWT
// sessions carrying the user id, role and session version, re-checked against the database on
// every request, with an idle timeout and an absolute lifetime (session-check.ts); signing out
// bumps the session version, so copies of the cookie stop working too. Cookies are httpOnly and SameSite=Lax (NextAuth's
// defaults), marked Secure on an https site; NextAuth's CSRF check guards its POST endpoints.
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { PrismaAdapter } from '@auth/prisma-adapter';
import type { Adapter } from 'next-auth/adapters';
import { env, secureSite } from '@/config/env.mjs';
import { getDb } from '@/server/db/client';
import { authorizeForNextAuth, type AuthorizedUser } from './credentials';
import { emailLinkProvider, emailLinkSignIn } from './email-link';
import type { Lang } from '@/i18n/languages';
import { log } from '@/server/log';
import { authRedirect } from '@/domain/return-to';
import { endSessions, IDLE_TIMEOUT_MS, refreshSessionToken, sessionFromToken, SessionRevokedError } from './session-check';


/** The client address (and page language) when the request is known (the API route passes them). */
export interface AuthRequestInfo {
  ip: string;
  lang?: Lang;
}

function field(credentials: Record<string, string> | undefined, name: string): string | undefined {
  const value = credentials?.[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function buildAuthOptions(request?: AuthRequestInfo): NextAuthOptions {
  return {
    adapter: PrismaAdapter(getDb() as never) as unknown as Adapter,
    secret: env.NEXTAUTH_SECRET,
    // maxAge is the idle timeout: NextAuth re-issues the cookie on each use with a fresh expiry.
    session: { strategy: 'jwt', maxAge: IDLE_TIMEOUT_MS / 1000 },
    useSecureCookies: secureSite,
    pages: { signIn: '/en/auth', error: '/en/auth' },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: {
          email: { type: 'email' },
          password: { type: 'password' },
          signInToken: { type: 'text' },
          code: { type: 'text' },
        },
        authorize: async (credentials) =>
          authorizeForNextAuth(
            getDb(),
            {
              email: field(credentials, 'email'),
              password: field(credentials, 'password'),
              signInToken: field(credentials, 'signInToken'),
              code: field(credentials, 'code'),
            },
            { ip: request?.ip ?? 'unknown' },
          ),
      }),
      // Customers may also sign in by e-mailed link (email-link.ts); the adapter keeps its tokens.
      emailLinkProvider(getDb, { ip: request?.ip ?? 'unknown', lang: request?.lang ?? 'en' }),
    ],
    callbacks: {
      signIn: ({ user, account, email }) => emailLinkSignIn(getDb(), { user, account, email }, { ip: request?.ip ?? 'unknown', lang: request?.lang ?? 'en' }),
      jwt: ({ token, user }) => refreshSessionToken(getDb(), token, user as AuthorizedUser | undefined),
      session: ({ session, token }) => sessionFromToken(session, token) as never,
      // A path on this site or an address on its origin; anything else (or unreadable) goes home.
      redirect: ({ url, baseUrl }) => authRedirect(url, baseUrl),
    },
    events: {
      signOut: async ({ token }) => {
        await endSessions(getDb(), token);
      },
    },
    logger: {
      error(code, metadata) {
        // A revoked or expired session is expected (sign-out, password reset, timeouts), not an error.
        if (metadata instanceof SessionRevokedError) return;
        // A malformed address typed into the sign-in link form is bad input the form answers, not
        // a fault: without this, every such request wrote a stack trace (sqlmap: 409 of them).
        if (code === 'SIGNIN_EMAIL_ERROR' && isInvalidAddress(metadata)) return;
        log.error(`[next-auth][error][${code}]`, metadata instanceof Error ? metadata.message : metadata);
      },
      warn(code) {
        log.warn(`[next-auth][warn][${code}]`);
      },
      debug() {},
    },
  };
}

const isInvalidAddress = (metadata: unknown) =>
  typeof metadata === 'object' && metadata !== null && 'error' in metadata && metadata.error instanceof Error && metadata.error.message === 'Invalid email address';

let cached: NextAuthOptions | undefined;
/** Options for reading sessions (getServerSession); sign-in requests use buildAuthOptions. */
export function authOptions(): NextAuthOptions {
  cached ??= buildAuthOptions();
  return cached;
}
