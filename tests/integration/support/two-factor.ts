// Two-step verification for test accounts: a known secret, stored as the app stores it, and the
// codes an authenticator app would show for it.
import { base32Decode, generateSecret, totp } from '@/server/auth/totp';
import { sealSecret } from '@/server/auth/totp-keys';
import { db } from './db';

/** Turns two-step verification on for a user with a fresh secret; returns the secret (base32). */
export async function enrollTwoFactor(userId: string): Promise<string> {
  const secret = generateSecret();
  await db.user.update({
    where: { id: userId },
    data: { twoFactorSecret: sealSecret(secret, userId), twoFactorEnabledAt: new Date(), twoFactorLastStep: null },
  });
  return secret;
}

/** The code an authenticator app shows for `secret` at a moment. */
export function codeFor(secret: string, atMs = Date.now()): string {
  return totp(base32Decode(secret), atMs);
}

/** 30 s, one TOTP step. */
export const STEP_MS = 30_000;
