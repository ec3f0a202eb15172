// Checking a second-factor code against what is stored: a TOTP code is accepted once (the last
// accepted time step is stored, and only a later step passes), a recovery code is used up.
// Both are written with a conditional update, so two requests racing with one code cannot both win.
import type { Prisma } from '@/server/db/generated/client';
import { parseSecondFactorCode } from '@/domain/two-factor';
import { matchTotp, base32Decode } from '@/server/auth/totp';
import { hashRecoveryCode, openSecret } from '@/server/auth/totp-keys';
import { log } from '@/server/log';

type Client = Prisma.TransactionClient;

export type SecondFactorResult = 'totp' | 'recovery' | null;

/** The step a TOTP code matches for a sealed secret, or null. Never throws for a bad code. */
export function matchSealedTotp(sealed: string, userId: string, code: string, now: Date, afterStep: number | null): number | null {
  let key: Buffer;
  try {
    key = base32Decode(openSecret(sealed, userId));
  } catch {
    // Sealed with another key (the setting changed) or altered: nothing can match; an admin resets it.
    log.error(`[two-factor] the stored secret of user ${userId} cannot be decrypted`);
    return null;
  }
  return matchTotp(key, code, now.getTime(), { afterStep });
}

/** Records `step` as used unless the same or a later step already was. True when this call won. */
export async function claimTotpStep(db: Client, userId: string, step: number): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { id: userId, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
    data: { twoFactorLastStep: step },
  });
  return count === 1;
}

/**
 * Checks a typed code against an enabled second factor and uses it up. `allowRecovery` false
 * accepts only authenticator codes. Returns which kind passed, or null.
 */
export async function verifySecondFactor(db: Client, userId: string, typed: string, options: { now?: Date; allowRecovery?: boolean } = {}): Promise<SecondFactorResult> {
  const now = options.now ?? new Date();
  const code = parseSecondFactorCode(typed);
  if (!code) return null;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { twoFactorEnabledAt: true, twoFactorSecret: true, twoFactorLastStep: true },
  });
  if (!user?.twoFactorEnabledAt || !user.twoFactorSecret) return null;

  if (code.kind === 'totp') {
    const step = matchSealedTotp(user.twoFactorSecret, userId, code.value, now, user.twoFactorLastStep);
    return step !== null && (await claimTotpStep(db, userId, step)) ? 'totp' : null;
  }
  if (options.allowRecovery === false) return null;
  const { count } = await db.recoveryCode.deleteMany({ where: { userId, codeHash: hashRecoveryCode(code.value) } });
  return count === 1 ? 'recovery' : null;
}
