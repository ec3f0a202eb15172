// Brute-force limits for the account endpoints: per account (e-mail) and per client address.
// The per-account limit stops password guessing against one person from many addresses; the
// per-address limit stops one client trying many accounts.
import type { RateLimitRule } from '@/server/rate-limit';

export type AccountAction = 'signin' | 'signup' | 'resend' | 'reset-request' | 'reset' | 'confirm' | 'two-factor' | 'change' | 'email-link';

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

const limits: Record<AccountAction, { perEmail?: number; perIp: number; windowSeconds: number }> = {
  // Password sign-in has its own rules (signInRateLimits); these cover sign-in by link token.
  signin: { perIp: 30, windowSeconds: FIFTEEN_MINUTES },
  signup: { perEmail: 5, perIp: 10, windowSeconds: HOUR },
  resend: { perEmail: 3, perIp: 10, windowSeconds: HOUR },
  'reset-request': { perEmail: 3, perIp: 10, windowSeconds: HOUR },
  // Setting a new password and opening a confirmation link carry a token, not an e-mail.
  reset: { perIp: 20, windowSeconds: FIFTEEN_MINUTES },
  confirm: { perIp: 20, windowSeconds: FIFTEEN_MINUTES },
  // Codes typed on the security page (confirm setup, new recovery codes, turning it off), per
  // account like sign-in: a stolen session cannot guess its way past the second factor.
  'two-factor': { perEmail: 10, perIp: 30, windowSeconds: FIFTEEN_MINUTES },
  // Changing the password or the e-mail address (the current password is asked for), per account.
  change: { perEmail: 10, perIp: 30, windowSeconds: FIFTEEN_MINUTES },
  // Asking for a sign-in link by e-mail: each one is an e-mail.
  'email-link': { perEmail: 5, perIp: 20, windowSeconds: HOUR },
};

export function accountRateLimits(action: AccountAction, who: { ip: string; email?: string }): RateLimitRule[] {
  const limit = limits[action];
  const rules: RateLimitRule[] = [{ key: `${action}:ip:${who.ip}`, limit: limit.perIp, windowSeconds: limit.windowSeconds }];
  if (limit.perEmail && who.email) {
    rules.push({ key: `${action}:email:${who.email}`, limit: limit.perEmail, windowSeconds: limit.windowSeconds });
  }
  return rules;
}

const DAY = 24 * HOUR;

/** Password sign-in limits (see signInRateLimits). */
export const SIGN_IN_LIMITS = {
  /** Attempts from one address, whatever the accounts (15 minutes). */
  perAddress: 30,
  /** Wrong guesses at one account from everywhere (an hour): a distributed attack. */
  perAccount: 100,
  /** Attempts at one account from one address: 15 minutes, then an hour, then a day. */
  perPair: 5,
  perPairHour: 10,
  perPairDay: 20,
  /** Second-step codes tried at one account from everywhere (15 minutes); never bypassed. */
  perAccountCodes: 10,
} as const;

/**
 * Password sign-in: counted per address, per account and per account-and-address pair, with
 * growing windows for the pair, so guesses from one place wait longer and longer without
 * locking the owner out anywhere else. The caller takes a successful sign-in back out of every
 * count (successes never count) and lets the right password with a valid second factor past the
 * account-wide limit.
 */
export function signInRateLimits(who: { ip: string; email: string }): RateLimitRule[] {
  const pair = `${who.email}|${who.ip}`;
  return [
    { key: `signin:ip:${who.ip}`, limit: SIGN_IN_LIMITS.perAddress, windowSeconds: FIFTEEN_MINUTES },
    { key: `signin:email:${who.email}`, limit: SIGN_IN_LIMITS.perAccount, windowSeconds: HOUR },
    { key: `signin:pair:${pair}`, limit: SIGN_IN_LIMITS.perPair, windowSeconds: FIFTEEN_MINUTES },
    { key: `signin:pair-hour:${pair}`, limit: SIGN_IN_LIMITS.perPairHour, windowSeconds: HOUR },
    { key: `signin:pair-day:${pair}`, limit: SIGN_IN_LIMITS.perPairDay, windowSeconds: DAY },
  ];
}

/**
 * Second-step codes tried at one account, from everywhere: counted before a code is checked (a
 * right one is taken back out), and, unlike the password's account-wide limit, never bypassed.
 */
export function secondStepRule(email: string): RateLimitRule {
  return { key: `signin:code:${email}`, limit: SIGN_IN_LIMITS.perAccountCodes, windowSeconds: FIFTEEN_MINUTES };
}
