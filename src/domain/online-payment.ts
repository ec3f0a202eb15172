// Card payment online (issue 45, Stripe Checkout): what a customer may pay by card now, and how a
// Checkout Session names the order it pays. The amount is always the server's, from the ledger:
// the deposit still due, else the balance; never an amount the browser sends.
import type { LedgerSummary } from './ledger';

export type OnlinePaymentPurpose = 'deposit' | 'balance';

/** Stripe's smallest charge in US dollars: below it, the customer pays in person. */
export const MIN_CARD_CHARGE_CENTS = 50;

export interface OnlinePaymentDue {
  purpose: OnlinePaymentPurpose;
  amountCents: number;
}

/**
 * What a card payment online would pay now: the deposit still due (never more than the balance),
 * else the whole balance; null when nothing is due, the order is cancelled, or the amount is
 * below Stripe's minimum charge.
 */
export function onlinePaymentDue(summary: Pick<LedgerSummary, 'depositOutstandingCents' | 'balanceCents'>, cancelled: boolean): OnlinePaymentDue | null {
  if (cancelled || summary.balanceCents <= 0) return null;
  const deposit = Math.min(summary.depositOutstandingCents, summary.balanceCents);
  const due: OnlinePaymentDue = deposit > 0 ? { purpose: 'deposit', amountCents: deposit } : { purpose: 'balance', amountCents: summary.balanceCents };
  return due.amountCents >= MIN_CARD_CHARGE_CENTS ? due : null;
}

/** The Checkout Session's `metadata`: the order it pays and what for (its `client_reference_id` is the order too). */
export function checkoutMetadata(orderId: string, purpose: OnlinePaymentPurpose): Record<string, string> {
  return { orderId, purpose };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The order a completed Checkout Session pays, read back from what we put in it: null when the
 * session is not one of ours (no or malformed metadata, or a reference naming another order).
 */
export function checkoutOrderOf(session: { client_reference_id?: string | null; metadata?: Record<string, string> | null }): { orderId: string; purpose: OnlinePaymentPurpose } | null {
  const orderId = session.metadata?.orderId;
  const purpose = session.metadata?.purpose;
  if (!orderId || !UUID.test(orderId) || session.client_reference_id !== orderId) return null;
  if (purpose !== 'deposit' && purpose !== 'balance') return null;
  return { orderId, purpose };
}

/** One ledger row per Checkout Session, however often Stripe tells us it was paid. */
export const checkoutIdempotencyKey = (sessionId: string) => `stripe:${sessionId}`;
