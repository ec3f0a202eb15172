// Account rules shared by the sign-up and reset forms (checked before any request) and the
// server (which enforces them again). Messages are translation keys in the auth namespace.
import '@/domain/zod';
import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';
import { text } from './input-schema';

/** The specification's minimum. */
export const MIN_PASSWORD_LENGTH = 6;
/** Staff and admin accounts open the back office, so they get a stricter minimum than customers. */
export const MIN_STAFF_PASSWORD_LENGTH = 10;
/** Long passphrases are welcome (ASVS asks at least 64); the cap keeps requests and hashing small. */
export const MAX_PASSWORD_LENGTH = 128;
/** Longest e-mail address an account may have. */
export const MAX_EMAIL_LENGTH = 255;

/** True for a password on the common-password list, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * The first problem with a new password, in the order the site checks them: the two entries
 * must match, the password must be long enough and not too long, and not one of the most
 * common passwords. Null when it is acceptable.
 */
export function newPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return 'auth:validation.passwordsMismatch';
  if (password.length < MIN_PASSWORD_LENGTH) return 'auth:validation.passwordTooShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'auth:validation.passwordTooLong';
  if (isCommonPassword(password)) return 'auth:validation.passwordCommon';
  return null;
}

const email = text()
  .trim()
  .min(1, 'auth:validation.emailRequired')
  .max(MAX_EMAIL_LENGTH, 'auth:validation.emailTooLong')
  .pipe(z.email('auth:validation.emailInvalid'));

const newPasswordFields = {
  password: text().max(MAX_PASSWORD_LENGTH, 'auth:validation.passwordTooLong'),
  confirmPassword: text().max(MAX_PASSWORD_LENGTH, 'auth:validation.passwordTooLong'),
};

function checkNewPassword(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  const problem = newPasswordProblem(value.password, value.confirmPassword);
  if (problem) {
    const path = problem === 'auth:validation.passwordsMismatch' ? 'confirmPassword' : 'password';
    ctx.addIssue({ code: 'custom', message: problem, path: [path] });
  }
}

export const signUpInput = z
  .object({
    name: text().trim().min(1, 'auth:validation.nameRequired').max(100, 'auth:validation.nameTooLong'),
    email,
    ...newPasswordFields,
    /** Where the confirmation link should bring the visitor back to (a path on this site). */
    returnTo: text().max(2048).optional(),
  })
  .superRefine(checkNewPassword);
export type SignUpInput = z.infer<typeof signUpInput>;

export const emailOnlyInput = z.object({ email });

/** Links carry 64 hex characters; anything else is refused before touching the database. */
export const linkToken = text().regex(/^[0-9a-f]{64}$/, 'auth:errors.linkInvalid');

export const resetPasswordInput = z.object({ token: linkToken, ...newPasswordFields }).superRefine(checkNewPassword);
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/**
 * Error codes the sign-in endpoint passes back (NextAuth returns a thrown error's message as
 * `error`). Wrong password and unknown e-mail share NextAuth's own 'CredentialsSignin'.
 */
export const signInErrors = {
  invalid: 'CredentialsSignin',
  notConfirmed: 'EmailNotConfirmed',
  linkInvalid: 'LinkInvalid',
  /** Followed by `:<minutes>`. */
  rateLimited: 'RateLimited',
  /** The database did not answer: try again shortly. */
  unavailable: 'Unavailable',
  /** Anything else that went wrong on the server. */
  failed: 'SignInFailed',
} as const;

/** The translation key and values for a sign-in error code. */
export function signInErrorMessage(code: string | null | undefined): { key: string; values?: Record<string, number> } {
  if (code === signInErrors.notConfirmed) return { key: 'auth:signIn.notConfirmed' };
  if (code === signInErrors.linkInvalid) return { key: 'auth:errors.linkInvalid' };
  if (code === signInErrors.unavailable) return { key: 'common:errors.unavailable' };
  if (code === signInErrors.failed) return { key: 'common:errors.unexpected' };
  if (code?.startsWith(`${signInErrors.rateLimited}:`)) {
    const given = Number(code.slice(signInErrors.rateLimited.length + 1));
    const minutes = Number.isFinite(given) && given > 0 ? given : 1;
    return { key: 'common:errors.tooManyRequests', values: { minutes, count: minutes } };
  }
  return { key: 'auth:signIn.invalid' };
}
