// Stripe's webhook (issue 45): Checkout Sessions paid by card become payments in the order's
// ledger (src/server/http/stripe-webhook.ts). Point Stripe at https://<site>/api/stripe/webhook.
import { getDb } from '@/server/db/client';
import { stripeWebhookHandler } from '@/server/http/stripe-webhook';
import { stripeSettings } from '@/server/services/payments/stripe-client';

// The signature is over the exact bytes Stripe sent: the handler reads them itself.
export const config = { api: { bodyParser: false } };

export default stripeWebhookHandler({ settings: () => stripeSettings(), db: getDb });
