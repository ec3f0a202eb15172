// Brute-force limits for the account endpoints: per account (e-mail) and per client address.
// The per-account limit stops password guessing against one person from many addresses; the
// per-address limit stops one client trying many accounts.
import type { RateLimitRule } from '@/server/rate-limit';

export type AccountAction = 'signin' | 'signup' | 'resend' | 'reset-request' | 'reset' | 'confirm' | 'two-factor';

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

const limits: Record<AccountAction, { perEmail?: number; perIp: number; windowSeconds: number }> = {
  signin: { perEmail: 10, perIp: 30, windowSeconds: FIFTEEN_MINUTES },
  signup: { perEmail: 5, perIp: 10, windowSeconds: HOUR },
  resend: { perEmail: 3, perIp: 10, windowSeconds: HOUR },
  'reset-request': { perEmail: 3, perIp: 10, windowSeconds: HOUR },
  // Setting a new password and opening a confirmation link carry a token, not an e-mail.
  reset: { perIp: 20, windowSeconds: FIFTEEN_MINUTES },
  confirm: { perIp: 20, windowSeconds: FIFTEEN_MINUTES },
  // Codes typed on the security page (confirm setup, new recovery codes, turning it off), per
  // account like sign-in: a stolen session cannot guess its way past the second factor.
  'two-factor': { perEmail: 10, perIp: 30, windowSeconds: FIFTEEN_MINUTES },
};

export function accountRateLimits(action: AccountAction, who: { ip: string; email?: string }): RateLimitRule[] {
  const limit = limits[action];
  const rules: RateLimitRule[] = [{ key: `${action}:ip:${who.ip}`, limit: limit.perIp, windowSeconds: limit.windowSeconds }];
  if (limit.perEmail && who.email) {
    rules.push({ key: `${action}:email:${who.email}`, limit: limit.perEmail, windowSeconds: limit.windowSeconds });
  }
  return rules;
}
