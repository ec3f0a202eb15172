// Stripe's word that a Checkout Session was paid (issue 45): the event is believed only with a
// valid signature (the SDK's check, with its five-minute tolerance against old signatures sent
// again), and becomes one CARD_ONLINE payment in the order's ledger through the same path as a
// payment staff record (order row locked, balance checked, audited, with the system as actor).
// The session's id is the row's idempotency key, so a replayed event, Stripe's retries and the
// second event of an asynchronous payment add nothing. A payment the ledger refuses (more than
// the balance, because the customer also paid in person; or a cancelled order) is recorded
// nowhere but in the log, for staff to refund in Stripe.
import Stripe from 'stripe';
import type { Db } from '@/server/db/client';
import { checkoutIdempotencyKey, checkoutOrderOf } from '@/domain/online-payment';
import { AppError } from '@/server/errors';
import { log } from '@/server/log';
import { recordEntry } from './order-ledger';

export type WebhookOutcome = 'recorded' | 'duplicate' | 'ignored' | 'unknownOrder' | 'refused' | 'badSignature';

const paymentIntentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? session.id);

/**
 * Verifies and handles one webhook delivery: 400 for a bad signature (nothing read from it),
 * 200 for everything else that was understood, recorded or not (Stripe stops resending it).
 * A database failure throws, so Stripe sends the event again later.
 */
export async function receiveStripeEvent(db: Db, payload: Buffer | string, signature: string, webhookSecret: string): Promise<{ status: 200 | 400; outcome: WebhookOutcome }> {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, webhookSecret);
  } catch (error) {
    log.warn('Stripe webhook refused, bad signature:', error instanceof Error ? error.message : error);
    return { status: 400, outcome: 'badSignature' };
  }
  // The events that can say a Checkout Session is paid: at once (cards), or later (delayed methods).
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return { status: 200, outcome: 'ignored' };
  const session = event.data.object;
  const facts = { event: event.id, session: session.id, orderId: session.metadata?.orderId ?? null };
  if (session.payment_status !== 'paid') {
    log.info('Stripe webhook: session not paid yet, nothing recorded', facts);
    return { status: 200, outcome: 'ignored' };
  }
  const target = checkoutOrderOf(session);
  const amountCents = session.amount_total;
  if (!target || session.mode !== 'payment' || session.currency !== 'usd' || !amountCents) {
    log.warn('Stripe webhook: a paid session that names no order of ours, nothing recorded', facts);
    return { status: 200, outcome: 'unknownOrder' };
  }
  try {
    const { duplicate } = await recordEntry(db, null, {
      orderId: target.orderId,
      kind: 'PAYMENT',
      amountCents,
      method: 'CARD_ONLINE',
      reference: paymentIntentOf(session),
      idempotencyKey: checkoutIdempotencyKey(session.id),
    });
    log.info(duplicate ? 'Stripe webhook: already recorded, nothing added' : 'Stripe webhook: card payment recorded', { ...facts, amountCents, purpose: target.purpose });
    return { status: 200, outcome: duplicate ? 'duplicate' : 'recorded' };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.messageKey === 'orders:errors.notFound') {
      log.warn('Stripe webhook: paid session for an unknown order, nothing recorded', facts);
      return { status: 200, outcome: 'unknownOrder' };
    }
    log.error('Stripe webhook: card payment NOT recorded, refund it in Stripe:', error.messageKey, { ...facts, amountCents });
    return { status: 200, outcome: 'refused' };
  }
}
