// Account e-mails (confirmation, password reset, a new address to confirm) carry a link with a single-use token. The
// outbox row keeps only what is needed to write the e-mail (the name given at sign-up, where to
// return), never the link: the worker issues the token (stored hashed, server/auth/tokens.ts)
// when it sends, so no usable link is at rest, and a message sent again gets a fresh link (the
// older one stops working). The worker also decides whether to send at all: a request for an
// address with no active account (or a confirmation for one already confirmed) sends nothing,
// so the request itself never looks the address up and answers in the same time either way.
import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import type { Lang } from '@/i18n/languages';
import { env } from '@/config/env.mjs';
import { safeReturnTo } from '@/domain/return-to';
import { isExpiredSignUp } from '@/domain/account-rules';
import { pathFor } from '@/routing/routes';
import { issueToken } from '@/server/auth/tokens';

/** Account-link templates and the auth page parameter their link carries. */
export const ACCOUNT_LINKS = {
  'account-confirmation': 'confirm',
  'password-reset': 'reset',
  'email-change': 'changeEmail',
  'email-change-requested': 'cancelEmailChange',
} as const;
type LinkParam = (typeof ACCOUNT_LINKS)[AccountLinkTemplate];
export type AccountLinkTemplate = keyof typeof ACCOUNT_LINKS;

/** What an account-link outbox row stores. */
export interface AccountLinkRequest {
  /** The name given at sign-up (the account's current name is used when there is one). */
  name?: string | null;
  /** A path on this site to come back to after confirming. */
  returnTo?: string | null;
  /** An e-mail change: the account whose address becomes the one this is sent to (or, for its notice, that has it). */
  userId?: string;
  /** An e-mail change's notice to the current address: the new one, partly hidden. */
  newEmail?: string;
}

/** What the template renders. */
export interface AccountLinkContent {
  name: string | null;
  url: string;
  newEmail?: string;
}

export function isAccountLinkTemplate(template: string): template is AccountLinkTemplate {
  return Object.hasOwn(ACCOUNT_LINKS, template);
}

/** The auth page address that a link opens, e.g. `https://…/es/auth?confirm=…`. */
export function accountLinkUrl(lang: Lang, param: LinkParam, token: string, returnTo?: string | null): string {
  const query = new URLSearchParams({ [param]: token });
  if (returnTo) query.set('returnTo', returnTo);
  return `${env.SITE_URL.replace(/\/$/, '')}${pathFor(lang, 'auth')}?${query}`;
}

/** The request stored in a row, also from rows written before links were left out (their `url` is dropped). */
export function accountLinkRequest(payload: unknown): AccountLinkRequest {
  const stored = payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
  const name = typeof stored.name === 'string' ? stored.name : null;
  let returnTo = safeReturnTo(stored.returnTo);
  if (!returnTo && typeof stored.url === 'string') {
    try {
      returnTo = safeReturnTo(new URL(stored.url).searchParams.get('returnTo'));
    } catch {
      returnTo = null;
    }
  }
  const userId = typeof stored.userId === 'string' ? stored.userId : null;
  const newEmail = typeof stored.newEmail === 'string' ? stored.newEmail : null;
  return { name, ...(returnTo ? { returnTo } : {}), ...(userId ? { userId } : {}), ...(newEmail ? { newEmail } : {}) };
}

/** The e-mail's content as the back office shows it: the link's address without a token. */
export function accountLinkPreview(template: AccountLinkTemplate, lang: Lang, payload: unknown): AccountLinkContent {
  const request = accountLinkRequest(payload);
  return { name: request.name ?? null, url: accountLinkUrl(lang, ACCOUNT_LINKS[template], '', request.returnTo), ...(request.newEmail ? { newEmail: request.newEmail } : {}) };
}

/**
 * Issues the link for an account e-mail about to be sent, or null when nothing should be sent:
 * no active account has the address, or (confirmation) it is confirmed already; for an e-mail
 * change, the account is gone or inactive, or the new address has an account by now.
 */
export async function issueAccountLink(db: Db, template: AccountLinkTemplate, to: string, lang: Lang, payload: unknown): Promise<AccountLinkContent | null> {
  const request = accountLinkRequest(payload);
  const param = ACCOUNT_LINKS[template];
  if (template === 'email-change-requested') {
    // Sent only while the account still has this address; the link stops the change (issue 42).
    if (!request.userId) return null;
    const user = await db.user.findUnique({ where: { id: request.userId }, select: { name: true, isActive: true, email: true } });
    if (!user?.isActive || user.email !== to) return null;
    // Each notice's stop link is its own (the subject ends in a random part): a second change
    // asked for does not void the first notice's link, while both changes can still be confirmed.
    const token = await db.$transaction((tx) => issueToken(tx, 'email-change-cancel', `${request.userId}:${randomUUID()}`));
    return { name: user.name ?? null, url: accountLinkUrl(lang, param, token), newEmail: request.newEmail ?? '' };
  }
  if (template === 'email-change') {
    if (!request.userId) return null;
    const user = await db.user.findUnique({ where: { id: request.userId }, select: { name: true, isActive: true } });
    if (!user?.isActive || (await db.user.findUnique({ where: { email: to }, select: { id: true } }))) return null;
    const token = await db.$transaction((tx) => issueToken(tx, 'email-change', `${request.userId}:${to}`));
    return { name: user.name ?? null, url: accountLinkUrl(lang, param, token) };
  }
  const user = await db.user.findUnique({ where: { email: to }, select: { name: true, isActive: true, emailVerified: true, createdAt: true } });
  if (!user?.isActive) return null;
  // A confirmed account, or a sign-up that expired unconfirmed (issue 42), gets no confirmation link.
  if (template === 'account-confirmation' && (user.emailVerified || isExpiredSignUp(user))) return null;
  const purpose = template === 'account-confirmation' ? 'confirm' : 'reset';
  const token = await db.$transaction((tx) => issueToken(tx, purpose, to));
  return { name: user.name ?? request.name ?? null, url: accountLinkUrl(lang, param, token, request.returnTo) };
}
