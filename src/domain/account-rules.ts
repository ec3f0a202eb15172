// Account rules shared by the sign-up and reset forms (checked before any request) and the
// server (which enforces them again). Messages are translation keys in the auth namespace. The
// password rules themselves are password-policy.ts.
import '@/domain/zod';
import { z } from 'zod';
import { text } from './input-schema';
import { MAX_PASSWORD_LENGTH, newPasswordProblem } from './password-policy';

export { MAX_PASSWORD_LENGTH } from './password-policy';
/** Longest e-mail address an account may have. */
export const MAX_EMAIL_LENGTH = 255;

/** An account's e-mail address as typed (normalizeEmail makes it the stored form). */
export const accountEmail = text()
  .trim()
  .min(1, 'auth:validation.emailRequired')
  .max(MAX_EMAIL_LENGTH, 'auth:validation.emailTooLong')
  .pipe(z.email('auth:validation.emailInvalid'));

const newPasswordFields = {
  password: text().max(MAX_PASSWORD_LENGTH, 'auth:validation.passwordTooLong'),
  confirmPassword: text().max(MAX_PASSWORD_LENGTH, 'auth:validation.passwordTooLong'),
};

/**
 * The password policy (password-policy.ts) as a customer's form sees it, without the common list:
 * the server adds that check to these schemas (server/auth/common-passwords.ts) and applies a
 * staff or admin account's longer minimum where it knows the account (a reset).
 */
function checkNewPassword(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  const problem = newPasswordProblem(value.password, value.confirmPassword);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.values, path: [problem.field] });
}

export const signUpInput = z
  .object({
    name: text().trim().min(1, 'auth:validation.nameRequired').max(100, 'auth:validation.nameTooLong'),
    email: accountEmail,
    ...newPasswordFields,
    /** Where the confirmation link should bring the visitor back to (a path on this site). */
    returnTo: text().max(2048).optional(),
  })
  .superRefine(checkNewPassword);
export type SignUpInput = z.infer<typeof signUpInput>;

export const emailOnlyInput = z.object({ email: accountEmail });

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
  /** An unconfirmed sign-up older than a week (isExpiredSignUp): sign up again. */
  signUpExpired: 'SignUpExpired',
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
  if (code === signInErrors.signUpExpired) return { key: 'auth:signIn.signUpExpired' };
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

/**
 * A sign-up not confirmed within this long has expired (issue 42): its password never signs in,
 * its confirmation link no longer works, and a new sign-up for the address takes the row over.
 * Until then, an unconfirmed account can only be completed by proving the address; a sign-in link
 * does so but first drops the password given at sign-up (server/auth/email-link.ts).
 */
export const UNCONFIRMED_SIGNUP_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether an account is an unconfirmed sign-up older than UNCONFIRMED_SIGNUP_LIFETIME_MS. */
export function isExpiredSignUp(account: { emailVerified: Date | null; createdAt: Date }, now = new Date()): boolean {
  return !account.emailVerified && now.getTime() - account.createdAt.getTime() >= UNCONFIRMED_SIGNUP_LIFETIME_MS;
}
