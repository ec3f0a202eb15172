// Links to one quote for a customer without an account (or not signed in): a random token, of
// which only a SHA-256 is stored, bound to one quote, expiring, and revoked when the order is
// cancelled. The link shows that quote and its order and nothing else of the account.
import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { env } from '@/config/env.mjs';
import type { Lang } from '@/i18n/languages';
import { pathFor } from '@/routing/routes';
import { hashToken } from '@/server/auth/tokens';
import { AppError } from '@/server/errors';

type Tx = Pick<Db, 'quoteLink'> | Pick<Prisma.TransactionClient, 'quoteLink'>;

/** How long an e-mailed link works. */
export const QUOTE_LINK_DAYS = 45;

/** A new link token for the quote (earlier ones keep working until they expire). */
export async function issueQuoteLink(tx: Tx, quoteId: string, now = new Date()): Promise<string> {
  const raw = randomBytes(32).toString('hex');
  await tx.quoteLink.create({ data: { quoteId, tokenHash: hashToken(raw), expiresAt: new Date(now.getTime() + QUOTE_LINK_DAYS * 86_400_000) } });
  return raw;
}

/** The page a link opens: `https://…/es/enlace-cotizacion?quote=…&token=…`. */
export function quoteLinkUrl(lang: Lang, quoteId: string, token: string): string {
  const query = new URLSearchParams({ quote: quoteId, token });
  return `${env.SITE_URL.replace(/\/$/, '')}${pathFor(lang, 'quoteLink')}?${query}`;
}

/**
 * Checks a link for this quote; throws a clear message for a token that is unknown, for another
 * quote, expired, or no longer valid because the order was cancelled. Changes nothing.
 */
export async function checkQuoteLink(tx: Tx, quoteId: string, token: string, now = new Date()): Promise<void> {
  const row = await tx.quoteLink.findUnique({ where: { tokenHash: hashToken(token) }, select: { quoteId: true, expiresAt: true, revokedAt: true } });
  if (!row) throw new AppError('FORBIDDEN', 'orders:link.invalid');
  if (row.quoteId !== quoteId) throw new AppError('FORBIDDEN', 'orders:link.otherQuote');
  if (row.revokedAt) throw new AppError('FORBIDDEN', 'orders:link.cancelled');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('FORBIDDEN', 'orders:link.expired');
}

/** Every link to the quote stops working (its order was cancelled). */
export async function revokeQuoteLinks(tx: Tx, quoteId: string, now = new Date()) {
  await tx.quoteLink.updateMany({ where: { quoteId, revokedAt: null }, data: { revokedAt: now } });
}
