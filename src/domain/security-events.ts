// Sign-in and account-security events, as the audit log records them (entity type "Account";
// the entity id is the account's id, or the e-mail address when no account has it). Only
// admins read them (/admin → Audit, filtered by event).

export const SECURITY_ENTITY = 'Account';

export const SECURITY_ACTIONS = [
  'auth.signIn.success',
  'auth.signIn.failure',
  'auth.signIn.locked',
  'auth.signIn.linkRequested',
  'auth.password.resetRequested',
  'auth.password.reset',
  'auth.password.changed',
  /** A sign-in link completed an unconfirmed sign-up: the password given at sign-up was removed (issue 42). */
  'auth.password.dropped',
  'auth.email.changeRequested',
  'auth.email.changed',
  'auth.email.changeCancelled',
  'auth.twoFactor.enabled',
  'auth.twoFactor.recoveryCodes',
  'auth.twoFactor.disabled',
] as const;

export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

/** Why a sign-in failed: wrong or unknown e-mail and password, unconfirmed, wrong second-step code, a bad link. */
export type SignInFailure = 'credentials' | 'notConfirmed' | 'secondFactor' | 'link';
