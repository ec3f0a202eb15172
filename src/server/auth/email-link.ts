// Passwordless sign-in for customers: NextAuth's e-mail provider with @auth/prisma-adapter's
// verification tokens (the adapter stores each token as NextAuth's hash of it and uses it up when
// the link is opened; sessions stay JWTs). What is ours:
// - the provider object is written here rather than imported from next-auth/providers/email,
//   which loads nodemailer at import: the link goes through our outbox and React Email template
//   (emails/sign-in-link.tsx), in the visitor's language;
// - the outbox row holds the link sealed (AES-256-GCM, key derived from NEXTAUTH_SECRET), so no
//   usable link is at rest, and nothing once sent (server/email/worker.ts);
// - the request answers the same for every address (NextAuth then stores a token whatever the
//   address); the outbox worker sends the link only to an active customer account without
//   two-step verification, so it never tells whether an address is staff's or has an account;
// - opening the link signs in only such an account (the signIn callback): staff and admins keep
//   password plus second factor, and no account is ever created by a link; for an unconfirmed
//   sign-up it first removes the password given at sign-up and ends every session and token
//   (services/accounts.ts completeSignUpByLink), so nobody who pre-registered the address keeps a way in.
// The e-mail opens our auth page, which shows the account's address and signs in on a click
// (e-mail scanners that fetch links cannot use the token up): a POST with NextAuth's CSRF token,
// checked by the API route, which sends a GET of the callback (or a POST without the token) back
// to that page, so nobody can sign a visitor in to an account of theirs by sending its link.
import { hkdfSync } from 'node:crypto';
import type { Account, User } from 'next-auth';
import type { EmailConfig } from 'next-auth/providers/email';
import type { Lang } from '@/i18n/languages';
import { env } from '@/config/env.mjs';
import { normalizeEmail } from '@/domain/email';
import { safeReturnTo } from '@/domain/return-to';
import { accountEmail } from '@/domain/account-rules';
import { pathFor } from '@/routing/routes';
import type { Db } from '@/server/db/client';
import { enqueueEmail, type SignInLinkRequest } from '@/server/email/outbox';
import { wakeOutboxWorker } from '@/server/email/wake';
import { enforceRateLimits } from '@/server/rate-limit';
import { AppError } from '@/server/errors';
import { signInErrors } from '@/domain/account-rules';
import { accountRateLimits } from './rate-limits';
import { openSecret, sealSecret } from './totp-keys';
import { recordSecurityEvent } from './security-events';
import { completeSignUpByLink } from '@/server/services/accounts';

/** A sign-in link works once, for this long. */
export const EMAIL_LINK_MAX_AGE_SECONDS = 15 * 60;

let linkKey: Buffer | undefined;
function sealingKey(): Buffer {
  linkKey ??= Buffer.from(hkdfSync('sha256', env.NEXTAUTH_SECRET, 'magnolia-email-link', 'outbox-link-seal:v1', 32));
  return linkKey;
}

/** Whether an account may sign in by e-mailed link: an active customer without two-step verification. */
export function mayUseEmailLink(user: { role?: string; isActive?: boolean; twoFactorEnabledAt?: Date | null } | null | undefined): boolean {
  return Boolean(user && user.role === 'CUSTOMER' && user.isActive && !user.twoFactorEnabledAt);
}

/**
 * The auth-page address the e-mail carries, from NextAuth's callback URL (token, address and
 * where to go after): `/es/auth?emailLink=…&email=…&returnTo=…`.
 */
export function landingUrl(lang: Lang, callbackUrl: string): string {
  const given = new URL(callbackUrl);
  const query = new URLSearchParams({
    emailLink: given.searchParams.get('token') ?? '',
    email: given.searchParams.get('email') ?? '',
  });
  let returnTo: string | null = null;
  try {
    const next = new URL(given.searchParams.get('callbackUrl') ?? '', env.SITE_URL);
    returnTo = next.origin === new URL(env.SITE_URL).origin ? safeReturnTo(`${next.pathname}${next.search}`) : null;
  } catch {
    returnTo = null;
  }
  if (returnTo) query.set('returnTo', returnTo);
  return `${env.SITE_URL.replace(/\/$/, '')}${pathFor(lang, 'auth')}?${query}`;
}

/** The auth page for a request to NextAuth's e-mail callback (its query: token, email, callbackUrl), which did not sign in. */
export function emailLinkLandingFor(lang: Lang, query: Partial<Record<string, string | string[]>>): string {
  const value = (name: string) => {
    const given = query[name];
    return typeof given === 'string' ? given : '';
  };
  const callback = new URL('/api/auth/callback/email', env.SITE_URL);
  callback.search = new URLSearchParams({ token: value('token'), email: value('email'), callbackUrl: value('callbackUrl') }).toString();
  return landingUrl(lang, callback.toString());
}

/** For the outbox worker: the link to send for a row, or null when the address may not get one (the row is dropped). */
export async function openSignInLink(db: Db, to: string, payload: unknown): Promise<{ name: string | null; url: string } | null> {
  const sealed = payload && typeof payload === 'object' ? (payload as SignInLinkRequest).sealed : undefined;
  if (typeof sealed !== 'string') return null;
  const user = await db.user.findUnique({
    where: { email: to },
    select: {
      name: true,
      role: true,
      isActive: true,
      twoFactorEnabledAt: true,
    },
  });
  if (!mayUseEmailLink(user)) return null;
  try {
    return {
      name: user!.name ?? null,
      url: openSecret(sealed, to, sealingKey()),
    };
  } catch {
    return null;
  }
}

/** NextAuth's e-mail provider, for one request (its client address and language). */
export function emailLinkProvider(db: () => Db, request: { ip: string; lang: Lang }): EmailConfig {
  return {
    id: 'email',
    type: 'email',
    name: 'Email',
    server: {},
    from: env.EMAIL_FROM,
    maxAge: EMAIL_LINK_MAX_AGE_SECONDS,
    options: {},
    // Our rules for an address (NextAuth's own accepts more): anything else is refused before a token is made.
    normalizeIdentifier(identifier: string) {
      const parsed = accountEmail.safeParse(identifier);
      if (!parsed.success) throw new Error('Invalid email address');
      return normalizeEmail(parsed.data);
    },
    async sendVerificationRequest({ identifier, url }) {
      await db().$transaction((tx) =>
        enqueueEmail(tx, {
          to: identifier,
          template: 'sign-in-link',
          language: request.lang,
          payload: {
            sealed: sealSecret(landingUrl(request.lang, url), identifier, sealingKey()),
          },
        }),
      );
      wakeOutboxWorker();
    },
  };
}

/**
 * NextAuth's signIn callback. Credentials sign-ins were checked by `authorize` already. For the
 * e-mail provider: asking for a link is rate-limited and recorded, and always allowed (the worker
 * decides whether to send); opening one signs in only an account that may use links.
 */
export async function emailLinkSignIn(
  db: Db,
  params: { user: User; account: Account | null; email?: { verificationRequest?: boolean } },
  client: { ip: string; lang: Lang },
): Promise<boolean | string> {
  if (params.account?.provider !== 'email') return true;
  const email = normalizeEmail(params.user.email ?? '');
  if (params.email?.verificationRequest) {
    try {
      await enforceRateLimits(db, accountRateLimits('email-link', { ip: client.ip, email }));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')) throw error;
      // The sign-in page's own error code (a thrown error would reach the browser as its text).
      const query = new URLSearchParams({ error: `${signInErrors.rateLimited}:${error.values.minutes ?? 1}` });
      return `${env.SITE_URL.replace(/\/$/, '')}${pathFor(client.lang, 'auth')}?${query}`;
    }
    await recordSecurityEvent(db, {
      action: 'auth.signIn.linkRequested',
      email,
      ip: client.ip,
    });
    return true;
  }
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, role: true, isActive: true, twoFactorEnabledAt: true, emailVerified: true },
  });
  if (!mayUseEmailLink(user)) {
    await recordSecurityEvent(db, {
      action: 'auth.signIn.failure',
      userId: user?.id,
      email,
      ip: client.ip,
      reason: 'link',
    });
    return false;
  }
  // An unconfirmed sign-up: the link proves the address, not that its holder chose the password
  // (issue 42, pre-registration). The password goes, with every session and token, before
  // NextAuth signs in (it then finds the address confirmed and the new session version).
  if (!user!.emailVerified && (await completeSignUpByLink(db, user!.id, client))) wakeOutboxWorker();
  await recordSecurityEvent(db, {
    action: 'auth.signIn.success',
    userId: user!.id,
    email,
    ip: client.ip,
    method: 'emailLink',
    secondStep: false,
  });
  return true;
}
