// The e-mail to an account holder after any change to how they sign in (ASVS 2.2.3, 2.5.5):
// written to the outbox in the same transaction as the change, in the account's language, to the
// address the account had before the change. The caller wakes the outbox worker after commit.
import type { Prisma } from '@/server/db/generated/client';
import type { SignInChange } from '@emails/registry';
import { env } from '@/config/env.mjs';
import { maskEmail } from '@/domain/sign-in-settings';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import { enqueueEmail } from './outbox';

type Tx = Pick<Prisma.TransactionClient, 'user' | 'emailOutbox'>;

/** The auth page's forgotten-password form, where an account holder gets a link to set a password. */
export function forgotPasswordUrl(lang: Lang): string {
  return `${env.SITE_URL.replace(/\/$/, '')}${pathFor(lang, 'auth')}?forgot=1`;
}

/**
 * Queues the notice for `userId`'s current address (for an e-mail change, call it before the
 * address changes, or pass `to`). `newEmail` is shown partly hidden.
 */
export async function queueSignInNotice(tx: Tx, userId: string, change: SignInChange, options: { to?: string; newEmail?: string } = {}): Promise<void> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true, name: true, language: true } });
  if (!user) return;
  const resetUrl = forgotPasswordUrl(user.language);
  await enqueueEmail(tx, {
    to: options.to ?? user.email,
    template: 'sign-in-changed',
    language: user.language,
    payload: { name: user.name, change, resetUrl, ...(options.newEmail ? { newEmail: maskEmail(options.newEmail) } : {}) },
  });
}
