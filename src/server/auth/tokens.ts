// Single-use tokens for e-mailed links and the sign-in that follows them, kept in the Auth.js
// VerificationToken table. Only a SHA-256 of each token is stored, so a database leak does not
// hand out working links; the identifier says what the token is for and whom it belongs to.
import { createHash, randomBytes } from 'node:crypto';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';

type Tx = Prisma.TransactionClient;

/**
 * `signin` follows a confirmation or password reset and still needs the second factor when the
 * account has one; `signin-verified` is issued right after a second-factor code was checked
 * (turning two-step verification on), so it signs in by itself. `signup-browser` marks the
 * browser that signed up (services/accounts.ts). `email-change` confirms a new address; its
 * subject is `<user id>:<new address>` (services/sign-in-settings.ts); `email-change-cancel`, sent
 * to the address the account has, stops it (subject: the user id).
 */
export type TokenPurpose = 'confirm' | 'reset' | 'signin' | 'signin-verified' | 'signup-browser' | 'email-change' | 'email-change-cancel';

export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  confirm: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  // Handed straight to the browser that confirmed or reset, which signs in with it at once.
  signin: 5 * 60 * 1000,
  'signin-verified': 5 * 60 * 1000,
  // Kept in a cookie of the browser that signed up: only it is signed in by the confirmation link.
  'signup-browser': 24 * 60 * 60 * 1000,
  'email-change': 24 * 60 * 60 * 1000,
  // As long as the change it stops can be confirmed.
  'email-change-cancel': 24 * 60 * 60 * 1000,
};

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

function identifierFor(purpose: TokenPurpose, subject: string) {
  return `${purpose}:${subject}`;
}

/**
 * A new token for `subject` (an e-mail, or a user id for sign-in); earlier tokens for the same
 * purpose and subject stop working. Returns the raw token (64 hex characters).
 */
export async function issueToken(tx: Tx, purpose: TokenPurpose, subject: string, now = new Date()): Promise<string> {
  const raw = randomBytes(32).toString('hex');
  const identifier = identifierFor(purpose, subject);
  await tx.verificationToken.deleteMany({ where: { identifier } });
  await tx.verificationToken.create({
    data: { identifier, token: hashToken(raw), expires: new Date(now.getTime() + tokenLifetimeMs[purpose]) },
  });
  return raw;
}

/**
 * Uses up a token and returns its subject. Throws 'linkInvalid' for an unknown, used or
 * wrong-purpose token and 'linkExpired' for an old one (which is deleted too).
 */
export async function consumeToken(tx: Tx, purpose: TokenPurpose, raw: string, now = new Date()): Promise<string> {
  const token = hashToken(raw);
  const row = await tx.verificationToken.findUnique({ where: { token } });
  if (!row || !row.identifier.startsWith(`${purpose}:`)) {
    throw new AppError('BAD_REQUEST', 'auth:errors.linkInvalid');
  }
  // Deleting first, and counting what was deleted, keeps a token single-use even when two
  // requests race with it.
  const { count } = await tx.verificationToken.deleteMany({ where: { token } });
  if (count !== 1) throw new AppError('BAD_REQUEST', 'auth:errors.linkInvalid');
  if (row.expires.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', 'auth:errors.linkExpired');
  return row.identifier.slice(purpose.length + 1);
}

/**
 * What a token is for and whom, without using it up (null when unknown or expired): the
 * sign-in asks for the second factor first and consumes the token only once that passed.
 */
export async function peekToken(db: Pick<Tx, 'verificationToken'>, raw: string, now = new Date()): Promise<{ purpose: string; subject: string } | null> {
  const row = await db.verificationToken.findUnique({ where: { token: hashToken(raw) } });
  if (!row || row.expires.getTime() <= now.getTime()) return null;
  const colon = row.identifier.indexOf(':');
  return colon < 0 ? null : { purpose: row.identifier.slice(0, colon), subject: row.identifier.slice(colon + 1) };
}

/** The e-mails whose link is issued only when they are sent (server/email/account-links.ts, email-link.ts). */
const LINK_TEMPLATES_TO_ADDRESS = ['account-confirmation', 'password-reset', 'sign-in-link', 'email-change-requested'];

/**
 * Ends every pending token of an account (issue 42): confirmation, reset, sign-in (ours after a
 * link, and NextAuth's e-mailed sign-in link, whose identifier is the bare address), the sign-up
 * browser mark, any e-mail change and its cancel link; and drops the unsent e-mails that would
 * issue one when sent, so a link asked for before the change never arrives after it. Called in the
 * transaction of a password change or reset, an e-mail change, a change of two-step verification,
 * and when a sign-in link completes an unconfirmed sign-up. Tokens the caller issues afterwards
 * (the sign-in token of the browser making the change) are unaffected.
 */
export async function endPendingTokens(tx: Pick<Tx, 'verificationToken' | 'emailOutbox'>, account: { id: string; email: string }): Promise<void> {
  const { id, email } = account;
  await tx.verificationToken.deleteMany({
    where: {
      OR: [
        { identifier: { in: [email, `confirm:${email}`, `reset:${email}`, `signup-browser:${email}`, `signin:${id}`, `signin-verified:${id}`] } },
        { identifier: { startsWith: `email-change:${id}:` } },
        { identifier: { startsWith: `email-change-cancel:${id}:` } },
      ],
    },
  });
  await tx.emailOutbox.deleteMany({
    where: {
      status: 'PENDING',
      OR: [{ to: email, template: { in: LINK_TEMPLATES_TO_ADDRESS } }, { template: 'email-change', payload: { path: ['userId'], equals: id } }],
    },
  });
}
