// POST /api/stripe/webhook: Stripe's server calling ours, not a browser. So unlike /api/trpc it
// asks for no Origin and no same-site JSON (Stripe sends neither a cookie nor an Origin); the
// signature over the raw body, checked before anything is read from it, is what lets it in. The
// body is read here, unparsed (Next's parser is off for the route) and at most 1 MB.
import type { NextApiHandler } from 'next';
import type { Db } from '@/server/db/client';
import { log } from '@/server/log';
import type { StripeSettings } from '@/server/services/payments/stripe-client';
import { receiveStripeEvent } from '@/server/services/payments/stripe-webhook';
import { MAX_BODY_BYTES, readBodyBytes } from './api-request';

/** The route's handler, given where its settings and database come from (tests give their own). */
export function stripeWebhookHandler(deps: { settings: () => StripeSettings | null; db: () => Db }): NextApiHandler {
  return async (req, res) => {
    const answer = (status: number, body: Record<string, unknown>) => res.status(status).json(body);
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return answer(405, { error: 'POST only' });
    }
    const settings = deps.settings();
    // Without the keys the site takes no card payment online, and this address is not there.
    if (!settings) return answer(404, { error: 'Card payment online is not configured' });
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') {
      log.warn('Stripe webhook refused: no Stripe-Signature header');
      return answer(400, { error: 'No signature' });
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      res.setHeader('Connection', 'close');
      return answer(413, { error: 'Too large' });
    }
    const body = await readBodyBytes(req, MAX_BODY_BYTES);
    if (body === 'tooLarge') return answer(413, { error: 'Too large' });
    try {
      const { status, outcome } = await receiveStripeEvent(deps.db(), body, signature, settings.webhookSecret);
      return answer(status, status === 200 ? { received: true, outcome } : { error: 'Bad signature' });
    } catch (error) {
      // Not handled (the database is down): Stripe sends the event again later.
      log.error('Stripe webhook failed, Stripe will retry:', error);
      return answer(500, { error: 'Not handled, try again later' });
    }
  };
}
