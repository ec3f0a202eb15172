// Two-step verification on the account's security page: start a setup (password again; a pending
// secret kept server-side, shown once as a QR code and as text), confirm it with a current code (turns it on,
// hands out 10 recovery codes once, ends every other session), make new recovery codes, and turn
// it off (customers only, with password and code). Admins reset it for staff (admin/staff.ts).
//
// Sessions: turning it on bumps sessionVersion, so every session opened with the password alone
// (including one an attacker opened before) ends; the browser that confirmed gets a one-time
// `signin-verified` token for a fresh session at once. Turning it off (password and code) or
// new recovery codes keep sessions: each was opened with the second factor. An admin's reset
// bumps the version: that person signs in again and, as staff, enrolls anew.
import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { env } from '@/config/env.mjs';
import { mayDisableTwoFactor, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, requiresTwoFactor, formatRecoveryCode, parseSecondFactorCode, type DisableTwoFactorInput } from '@/domain/two-factor';
import { AppError } from '@/server/errors';
import { enforceRateLimits } from '@/server/rate-limit';
import { verifyPassword } from '@/server/auth/password';
import { accountRateLimits } from '@/server/auth/rate-limits';
import { endPendingTokens, issueToken } from '@/server/auth/tokens';
import { generateSecret, otpauthUri } from '@/server/auth/totp';
import { hashRecoveryCode, sealSecret } from '@/server/auth/totp-keys';
import { matchSealedTotp, verifySecondFactor } from './two-factor-verify';
import { recordSecurityEvent } from '@/server/auth/security-events';
import { queueSignInNotice } from '@/server/email/sign-in-notices';
import { wakeOutboxWorker } from '@/server/email/wake';
import type { AccountRole } from '@/domain/back-office-access';

type Tx = Prisma.TransactionClient;
type Role = AccountRole;

export interface TwoFactorUser {
  id: string;
  email: string;
  role: Role;
}

export interface TwoFactorClient {
  ip: string;
}

const invalidCode = () => new AppError('BAD_REQUEST', 'auth:twoFactor.errors.codeInvalid');

async function limitAttempts(db: Db, user: TwoFactorUser, client: TwoFactorClient) {
  await enforceRateLimits(db, accountRateLimits('two-factor', { ip: client.ip, email: user.email }));
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
  /** Staff and admins must have it; until they do, the back office is closed to them. */
  required: boolean;
  mayDisable: boolean;
}

export async function twoFactorStatus(db: Db, user: TwoFactorUser): Promise<TwoFactorStatus> {
  const row = await db.user.findUnique({ where: { id: user.id }, select: { twoFactorEnabledAt: true, _count: { select: { recoveryCodes: true } } } });
  if (!row) throw new AppError('NOT_FOUND', 'common:errors.notFound');
  const enabled = row.twoFactorEnabledAt !== null;
  return {
    enabled,
    enabledAt: row.twoFactorEnabledAt,
    recoveryCodesLeft: enabled ? row._count.recoveryCodes : 0,
    required: requiresTwoFactor(user.role),
    mayDisable: enabled && mayDisableTwoFactor(user.role),
  };
}

export interface SetupStart {
  /** Base32, for typing into the app by hand. Shown this once; never logged. */
  secret: string;
  uri: string;
  /** The URI as a QR code, an SVG document. */
  qrSvg: string;
}

async function checkPassword(db: Db, userId: string, password: string) {
  const row = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(row?.passwordHash ?? null, password))) throw new AppError('BAD_REQUEST', 'auth:twoFactor.errors.passwordWrong');
}

/**
 * A new pending secret (replacing any earlier unconfirmed one), after the password is typed
 * again: someone holding only a stolen session cannot tie the account to their own phone.
 */
export async function startSetup(db: Db, user: TwoFactorUser, input: { password: string }, client: TwoFactorClient): Promise<SetupStart> {
  await limitAttempts(db, user, client);
  await checkPassword(db, user.id, input.password);
  const secret = generateSecret();
  const { count } = await db.user.updateMany({
    where: { id: user.id, twoFactorEnabledAt: null },
    data: { twoFactorPendingSecret: sealSecret(secret, user.id) },
  });
  if (count !== 1) throw new AppError('CONFLICT', 'auth:twoFactor.errors.alreadyEnabled');
  const uri = otpauthUri({ secret, issuer: env.BUSINESS_NAME, account: user.email });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/** Ten new recovery codes (plain, formatted for showing once); the earlier ones stop working. */
async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    codes.add(code);
  }
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: [...codes].map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) });
  return [...codes].map(formatRecoveryCode);
}

export interface SetupConfirmed {
  recoveryCodes: string[];
  /** For signIn('credentials', { signInToken }): this browser's new session (the old one ended). */
  signInToken: string;
}

/** Checks a code of the pending secret and turns two-step verification on. */
export async function confirmSetup(db: Db, user: TwoFactorUser, input: { code: string }, client: TwoFactorClient, now = new Date()): Promise<SetupConfirmed> {
  await limitAttempts(db, user, client);
  const row = await db.user.findUnique({ where: { id: user.id }, select: { twoFactorEnabledAt: true, twoFactorPendingSecret: true, twoFactorLastStep: true } });
  if (!row) throw new AppError('NOT_FOUND', 'common:errors.notFound');
  if (row.twoFactorEnabledAt) throw new AppError('CONFLICT', 'auth:twoFactor.errors.alreadyEnabled');
  if (!row.twoFactorPendingSecret) throw new AppError('BAD_REQUEST', 'auth:twoFactor.errors.noPendingSetup');
  const code = parseSecondFactorCode(input.code);
  const step = code?.kind === 'totp' ? matchSealedTotp(row.twoFactorPendingSecret, user.id, code.value, now, null) : null;
  if (step === null) throw invalidCode();

  const confirmed = await db.$transaction(async (tx) => {
    // Only the very setup that was checked is turned on (not one restarted meanwhile in another tab).
    const { count } = await tx.user.updateMany({
      where: { id: user.id, twoFactorEnabledAt: null, twoFactorPendingSecret: row.twoFactorPendingSecret },
      data: {
        twoFactorSecret: row.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: now,
        // The code just typed cannot sign anyone in.
        twoFactorLastStep: step,
        sessionVersion: { increment: 1 },
      },
    });
    if (count !== 1) throw new AppError('CONFLICT', 'auth:twoFactor.errors.setupChanged');
    const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
    // Every pending link of the account ends with the change (issue 42); this browser's token comes after.
    await endPendingTokens(tx, user);
    const signInToken = await issueToken(tx, 'signin-verified', user.id, now);
    await recordSecurityEvent(tx, { action: 'auth.twoFactor.enabled', userId: user.id, email: user.email, ip: client.ip });
    await queueSignInNotice(tx, user.id, 'twoFactorOn');
    return { recoveryCodes, signInToken };
  });
  wakeOutboxWorker();
  return confirmed;
}

/** New recovery codes, against a current authenticator code. */
export async function regenerateRecoveryCodes(db: Db, user: TwoFactorUser, input: { code: string }, client: TwoFactorClient, now = new Date()): Promise<{ recoveryCodes: string[] }> {
  await limitAttempts(db, user, client);
  return db.$transaction(async (tx) => {
    const current = await tx.user.findUnique({ where: { id: user.id }, select: { twoFactorEnabledAt: true } });
    if (!current?.twoFactorEnabledAt) throw new AppError('BAD_REQUEST', 'auth:twoFactor.errors.notEnabled');
    if (!(await verifySecondFactor(tx, user.id, input.code, { now, allowRecovery: false }))) throw invalidCode();
    await recordSecurityEvent(tx, { action: 'auth.twoFactor.recoveryCodes', userId: user.id, email: user.email, ip: client.ip });
    return { recoveryCodes: await replaceRecoveryCodes(tx, user.id) };
  });
}

/** Customers turn it off with their password and a code (authenticator or recovery). */
export async function disableTwoFactor(db: Db, user: TwoFactorUser, input: DisableTwoFactorInput, client: TwoFactorClient, now = new Date()): Promise<{ enabled: false; signInToken: string }> {
  if (!mayDisableTwoFactor(user.role)) throw new AppError('FORBIDDEN', 'auth:twoFactor.errors.requiredForStaff');
  await limitAttempts(db, user, client);
  const row = await db.user.findUnique({ where: { id: user.id }, select: { twoFactorEnabledAt: true } });
  if (!row?.twoFactorEnabledAt) throw new AppError('BAD_REQUEST', 'auth:twoFactor.errors.notEnabled');
  await checkPassword(db, user.id, input.password);
  const signInToken = await db.$transaction(async (tx) => {
    if (!(await verifySecondFactor(tx, user.id, input.code, { now }))) throw invalidCode();
    // Every other session and every pending link end (issue 42); this browser, which just gave
    // the password and a code, signs in again with the token returned.
    await clearTwoFactor(tx, user.id, { sessionVersion: { increment: 1 } });
    await recordSecurityEvent(tx, { action: 'auth.twoFactor.disabled', userId: user.id, email: user.email, ip: client.ip });
    await queueSignInNotice(tx, user.id, 'twoFactorOff');
    return issueToken(tx, 'signin-verified', user.id, now);
  });
  wakeOutboxWorker();
  return { enabled: false as const, signInToken };
}

/**
 * Forgets the second factor of an account: secret, pending setup, used step and recovery codes;
 * and, as any change of two-step verification does (issue 42), every pending token and link of the
 * account, whoever turns it off (the person, staff for a lost phone, the command line).
 */
export async function clearTwoFactor(tx: Tx, userId: string, data: Prisma.UserUpdateInput = {}) {
  await tx.recoveryCode.deleteMany({ where: { userId } });
  const account = await tx.user.update({
    where: { id: userId },
    data: { ...data, twoFactorEnabledAt: null, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null },
    select: { id: true, email: true },
  });
  await endPendingTokens(tx, account);
}

/**
 * For the command line (npm run user:create -- … --reset-two-factor): the last admin lost their
 * phone and their recovery codes. Forgets the second factor and ends the sessions; true when the
 * account had one.
 */
export async function resetTwoFactorByEmail(db: Db, email: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, twoFactorEnabledAt: true, twoFactorPendingSecret: true } });
    if (!user) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    if (!user.twoFactorEnabledAt) return false;
    await clearTwoFactor(tx, user.id, { sessionVersion: { increment: 1 } });
    await queueSignInNotice(tx, user.id, 'twoFactorOff');
    return true;
  });
}
