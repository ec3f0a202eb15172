// Changing how one signs in, from the account's security page (ASVS 2.1.5, 2.2.3, 3.3.3):
// - a new password needs the current one, follows the account's password policy, ends every
//   session (this browser gets a one-time token for a fresh one, as turning two-step on does);
// - a new e-mail address needs the current password and changes only once the link sent to the
//   new address is opened (so nobody can move an account to an address they do not hold, nor
//   lock the owner out with a typo); the request says the same whether or not the new address
//   has an account (the outbox worker sends nothing then, account-links.ts);
// - each change e-mails the account holder (to the old address for an e-mail change), through the
//   outbox, in the account's language, and is recorded among the audit log's security events.
import type { Db } from '@/server/db/client';
import type { Role } from '@/server/db/generated/client';
import { normalizeEmail } from '@/domain/email';
import type { ChangeEmailInput, ChangePasswordInput } from '@/domain/sign-in-settings';
import { AppError } from '@/server/errors';
import { isUniqueViolation } from '@/server/db/unique';
import { enforceRateLimits } from '@/server/rate-limit';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { accountRateLimits } from '@/server/auth/rate-limits';
import { checkPassword } from '@/server/auth/common-passwords';
import { consumeToken, endPendingTokens, issueToken } from '@/server/auth/tokens';
import { maskEmail } from '@/domain/sign-in-settings';
import { recordSecurityEvent } from '@/server/auth/security-events';
import { enqueueEmail } from '@/server/email/outbox';
import { queueSignInNotice } from '@/server/email/sign-in-notices';
import { wakeOutboxWorker } from '@/server/email/wake';

export interface SignInSettingsUser {
  id: string;
  email: string;
  role: Role;
}

/** Checks the current password (counted per account and address: a stolen session cannot guess it). */
async function requireCurrentPassword(db: Db, user: SignInSettingsUser, password: string, ip: string) {
  await enforceRateLimits(db, accountRateLimits('change', { ip, email: user.email }));
  const row = await db.user.findUnique({ where: { id: user.id }, select: { passwordHash: true, isActive: true } });
  if (!row?.isActive || !(await verifyPassword(row.passwordHash ?? null, password))) {
    throw new AppError('BAD_REQUEST', 'security:errors.currentPasswordWrong');
  }
}

/** Sets a new password; every session ends, and this browser signs in again with the token returned. */
export async function changePassword(db: Db, user: SignInSettingsUser, input: ChangePasswordInput, client: { ip: string }): Promise<{ signInToken: string }> {
  await requireCurrentPassword(db, user, input.currentPassword, client.ip);
  const problem = checkPassword(input.password, user.role);
  if (problem) throw new AppError('BAD_REQUEST', problem.key, problem.values);
  const passwordHash = await hashPassword(input.password);
  const signInToken = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash, sessionVersion: { increment: 1 } }, select: { id: true } });
    // Every pending link of the account ends too (issue 42), before this browser's token is issued.
    await endPendingTokens(tx, user);
    await recordSecurityEvent(tx, { action: 'auth.password.changed', userId: user.id, email: user.email, ip: client.ip });
    await queueSignInNotice(tx, user.id, 'password');
    // The session of this browser was opened with the password (and the second step, when on) and the password was just typed again.
    return issueToken(tx, 'signin-verified', user.id);
  });
  wakeOutboxWorker();
  return { signInToken };
}

/** E-mails a link to the new address; the address changes when it is opened (confirmEmailChange). */
export async function requestEmailChange(db: Db, user: SignInSettingsUser, input: ChangeEmailInput, client: { ip: string }): Promise<{ email: string }> {
  const email = normalizeEmail(input.email);
  if (email === user.email) throw new AppError('BAD_REQUEST', 'security:errors.emailUnchanged');
  await requireCurrentPassword(db, user, input.currentPassword, client.ip);
  await db.$transaction(async (tx) => {
    const account = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { name: true, language: true } });
    await enqueueEmail(tx, { to: email, template: 'email-change', language: account.language, payload: { userId: user.id, name: account.name } });
    // The address the account has hears of it at once, with a link that stops the change (issue 42).
    await enqueueEmail(tx, {
      to: user.email,
      template: 'email-change-requested',
      language: account.language,
      payload: { userId: user.id, name: account.name, newEmail: maskEmail(email) },
    });
    await recordSecurityEvent(tx, { action: 'auth.email.changeRequested', userId: user.id, email: user.email, ip: client.ip, newEmail: email });
  });
  wakeOutboxWorker();
  return { email };
}

/** Opens the link sent to a new address: the account signs in with it from now on. */
export async function confirmEmailChange(db: Db, input: { token: string }, client: { ip: string }): Promise<{ email: string }> {
  await enforceRateLimits(db, accountRateLimits('confirm', { ip: client.ip }));
  try {
    const email = await db.$transaction(async (tx) => {
      const subject = await consumeToken(tx, 'email-change', input.token);
      const colon = subject.indexOf(':');
      const [userId, newEmail] = [subject.slice(0, colon), subject.slice(colon + 1)];
      const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, email: true, isActive: true } });
      if (colon < 1 || !user?.isActive) throw new AppError('BAD_REQUEST', 'auth:errors.linkInvalid');
      if (user.email === newEmail) return newEmail;
      if (await tx.user.findUnique({ where: { email: newEmail }, select: { id: true } })) throw new AppError('CONFLICT', 'security:errors.emailTaken');
      // To the address it had: the holder hears of it there even if someone else made the change.
      await queueSignInNotice(tx, user.id, 'email', { newEmail });
      // Every pending link of the old address and every session end with the change (issue 42).
      await endPendingTokens(tx, user);
      await tx.user.update({ where: { id: user.id }, data: { email: newEmail, emailVerified: new Date(), sessionVersion: { increment: 1 } }, select: { id: true } });
      await recordSecurityEvent(tx, { action: 'auth.email.changed', userId: user.id, email: newEmail, ip: client.ip, previousEmail: user.email, newEmail });
      return newEmail;
    });
    wakeOutboxWorker();
    return { email };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'security:errors.emailTaken');
    throw error;
  }
}

/**
 * Opens the link sent to the address an account has when a change was asked for (issue 42):
 * the change stops (its tokens and any unsent link end) and every session ends, since whoever
 * asked knew the password; the holder then sets a new one.
 */
export async function cancelEmailChange(db: Db, input: { token: string }, client: { ip: string }): Promise<{ cancelled: true }> {
  await enforceRateLimits(db, accountRateLimits('confirm', { ip: client.ip }));
  await db.$transaction(async (tx) => {
    // The subject is `<user id>:<random>`, one per notice sent (email/account-links.ts).
    const [userId = ''] = (await consumeToken(tx, 'email-change-cancel', input.token)).split(':');
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, email: true, isActive: true } });
    if (!user?.isActive) throw new AppError('BAD_REQUEST', 'auth:errors.linkInvalid');
    await tx.verificationToken.deleteMany({ where: { identifier: { startsWith: `email-change:${user.id}:` } } });
    await tx.verificationToken.deleteMany({ where: { identifier: { startsWith: `email-change-cancel:${user.id}:` } } });
    await tx.emailOutbox.deleteMany({ where: { status: 'PENDING', template: 'email-change', payload: { path: ['userId'], equals: user.id } } });
    await tx.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } }, select: { id: true } });
    await recordSecurityEvent(tx, { action: 'auth.email.changeCancelled', userId: user.id, email: user.email, ip: client.ip });
  });
  return { cancelled: true };
}
