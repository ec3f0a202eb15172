// Whether a quote is still open for acceptance at its prices. A quote is not, when its prices
// have run out (past validUntil), when staff withdrew it (marked it EXPIRED in /admin), or when
// it carries member prices and the account is no longer a member (the approval was revoked or the
// account closed). A customer who accepts such a quote, from the account or by its link, gets
// the same lines priced again at today's prices instead, to look at first (services/orders.ts).
import { isExpired } from './pricing';
import type { QuoteStatus } from './enums';

export type AcceptanceIssue = 'expired' | 'withdrawn';

export interface QuoteForAcceptance {
  status: QuoteStatus;
  validUntil: Date | null;
  /** Some line was priced below its regular price for a member. */
  carriesMemberPrices: boolean;
}

/** Why the quote cannot be accepted at its prices now, or null when it can. `isMember`: the account's tier now. */
export function acceptanceIssue(quote: QuoteForAcceptance, isMember: boolean, now: Date): AcceptanceIssue | null {
  if (quote.status === 'EXPIRED') return 'withdrawn';
  if (quote.carriesMemberPrices && !isMember) return 'withdrawn';
  if (isExpired(quote.validUntil, now)) return 'expired';
  return null;
}

/** Whether any line was priced for a member (its regular price kept beside it). */
export const carriesMemberPrices = (lines: readonly { regularUnitPriceCents: number | null }[]) => lines.some((line) => line.regularUnitPriceCents !== null);
