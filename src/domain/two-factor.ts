// Two-step verification rules shared by the forms and the server: who must use it, what a typed
// code is (a 6-digit TOTP or a recovery code), and the sign-in error codes of the second step.
// Messages are translation keys in the auth namespace.
import '@/domain/zod';
import { z } from 'zod';
import { text } from './input-schema';

import { canEnterBackOffice, type AccountRole as Role } from './back-office-access';

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a recovery code (base32 alphabet, 5 bits each: 50 random bits a code). */
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Staff, admins and drivers open the back office: the second factor is required of them. */
export function requiresTwoFactor(role: Role): boolean {
  return canEnterBackOffice(role, 'driver');
}

/** Customers chose it and may turn it off; staff and admins may not turn off their own. */
export function mayDisableTwoFactor(role: Role): boolean {
  return !requiresTwoFactor(role);
}

export type SecondFactorCode = { kind: 'totp'; value: string } | { kind: 'recovery'; value: string };

/**
 * What someone typed as their code: spaces and dashes are ignored, case too. Six digits are an
 * authenticator code; ten base32 characters a recovery code; anything else null.
 */
export function parseSecondFactorCode(typed: string): SecondFactorCode | null {
  const clean = typed.toLowerCase().replace(/[\s-]/g, '');
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(clean)) return { kind: 'totp', value: clean };
  if (clean.length === RECOVERY_CODE_LENGTH && [...clean].every((c) => RECOVERY_CODE_ALPHABET.includes(c))) {
    return { kind: 'recovery', value: clean };
  }
  return null;
}

/** A recovery code as it is shown: two groups of five (`abcde-fgh23`). */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Errors the sign-in endpoint answers with besides the ones in account-rules. */
export const twoFactorSignInErrors = {
  /** The password was right and the account uses a second factor: ask for the code. */
  required: 'TwoFactorRequired',
  /** The password was right but the code was wrong, expired or already used. */
  invalid: 'TwoFactorInvalid',
} as const;

export function isTwoFactorSignInError(code: string | null | undefined): boolean {
  return code === twoFactorSignInErrors.required || code === twoFactorSignInErrors.invalid;
}

const anyCode = text()
  .trim()
  .min(1, 'auth:twoFactor.errors.codeRequired')
  .max(32, 'auth:twoFactor.errors.codeFormat')
  .refine((value) => parseSecondFactorCode(value) !== null, 'auth:twoFactor.errors.codeFormat');

/** A code from the authenticator app (recovery codes are not accepted here). */
export const authenticatorCode = text()
  .trim()
  .min(1, 'auth:twoFactor.errors.codeRequired')
  .max(32, 'auth:twoFactor.errors.codeFormat')
  .refine((value) => parseSecondFactorCode(value)?.kind === 'totp', 'auth:twoFactor.errors.authenticatorCodeFormat');

const currentPassword = text().min(1, 'auth:twoFactor.errors.passwordRequired').max(128, 'auth:validation.passwordTooLong');

/** Starting a setup asks for the password again, so a stolen session cannot enroll its own phone. */
export const startSetupInput = z.object({ password: currentPassword });
export const confirmSetupInput = z.object({ code: authenticatorCode });
export const regenerateRecoveryCodesInput = z.object({ code: authenticatorCode });
export const disableTwoFactorInput = z.object({ password: currentPassword, code: anyCode });
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorInput>;
