// THE password policy (OWASP ASVS 2.1): one set of rules for every place a password is chosen —
// sign-up, reset, change while signed in, staff accounts made in /admin and `npm run user:create`.
// Answers are translation keys (with their values), so forms, the API and the command line say
// the same thing in the person's language.
//
// Lengths: customers at least 8 (NIST SP 800-63B's floor; the specification's 6 is too easy to
// guess offline, so it was raised), staff and admins at least 12 (they open the back office), and
// up to 128 for everyone (ASVS asks that at least 64 be allowed; the cap keeps hashing small).
// Common passwords: the list is large (tens of thousands) and lives on the server only
// (src/server/auth/common-passwords.ts), so this module takes it as a function and browsers check
// only what needs no list.

import type { AccountRole } from './back-office-access';

export type PasswordRole = AccountRole;

export const MIN_CUSTOMER_PASSWORD_LENGTH = 8;
export const MIN_STAFF_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

export function minPasswordLength(role: PasswordRole): number {
  return role === 'CUSTOMER' ? MIN_CUSTOMER_PASSWORD_LENGTH : MIN_STAFF_PASSWORD_LENGTH;
}

/** What is wrong with a password: a translation key and the values its message needs. */
export interface PasswordProblem {
  key: 'auth:validation.passwordsMismatch' | 'auth:validation.passwordTooShort' | 'auth:validation.passwordTooLong' | 'auth:validation.passwordCommon';
  values?: { min: number };
  /** The form field it belongs to. */
  field: 'password' | 'confirmPassword';
}

/**
 * The first problem with a password chosen for an account of `role`, in this order: too short,
 * too long, common (when `isCommon` is given: on the server). Null when it is acceptable.
 */
export function passwordProblem(password: string, role: PasswordRole, isCommon?: (password: string) => boolean): PasswordProblem | null {
  const min = minPasswordLength(role);
  // Counted in characters as people see them (an emoji is one), not UTF-16 units.
  const length = [...password].length;
  if (length < min) return { key: 'auth:validation.passwordTooShort', values: { min }, field: 'password' };
  if (password.length > MAX_PASSWORD_LENGTH) return { key: 'auth:validation.passwordTooLong', field: 'password' };
  if (isCommon?.(password)) return { key: 'auth:validation.passwordCommon', field: 'password' };
  return null;
}

/** As passwordProblem, after checking that the two entries of a form match. */
export function newPasswordProblem(password: string, confirmPassword: string, role: PasswordRole = 'CUSTOMER', isCommon?: (password: string) => boolean): PasswordProblem | null {
  if (password !== confirmPassword) return { key: 'auth:validation.passwordsMismatch', field: 'confirmPassword' };
  return passwordProblem(password, role, isCommon);
}
