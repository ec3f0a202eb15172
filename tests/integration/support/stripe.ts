// Card payment online in tests (issue 45). This machine cannot reach Stripe, so the SDK is pointed
// at a local stand-in of the one API call we make (POST /v1/checkout/sessions, through the SDK's
// host/port/protocol options), which keeps what it was sent; webhook deliveries are signed with
// the SDK's own test-header helper. Also an accepted order to pay, with its link.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { addDays } from '@/domain/delivery-date';
import type { PaymentRules } from '@/domain/ledger';
import { createStripeClient, type StripeSettings } from '@/server/services/payments/stripe-client';
import { issueQuoteLink } from '@/server/services/quote-links';
import { createUser } from './caller';
import { db } from './db';

export const TEST_STRIPE = { secretKey: 'sk_test_standin0000000000000000', webhookSecret: 'whsec_standin0000000000000000' } as const;

export interface StandInRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form the SDK sent, as `line_items[0][price_data][unit_amount]` → '6000000'. */
  form: URLSearchParams;
}

/**
 * The stand-in of Stripe's API for the file's tests: `requests` it received, `refuse` to answer the
 * next session with a card error as Stripe would, and `settings` for a client that calls it.
 */
export function stripeStandInForTests() {
  const requests: StandInRequest[] = [];
  let refuseNext = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      res.setHeader('Content-Type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }));
        return;
      }
      if (refuseNext) {
        refuseNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Amount must convert to at least 50 cents.', param: 'line_items[0][price_data][unit_amount]' } }));
        return;
      }
      const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { orderId: form.get('metadata[orderId]'), purpose: form.get('metadata[purpose]') },
          url: `https://checkout.stripe.test/c/pay/${id}`,
        }),
      );
    });
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    requests,
    refuse: () => void (refuseNext = true),
    get settings(): StripeSettings {
      return { ...TEST_STRIPE, api: { host: '127.0.0.1', port, protocol: 'http' } };
    },
    client: () => createStripeClient({ ...TEST_STRIPE, api: { host: '127.0.0.1', port, protocol: 'http' } }),
  };
}

/** A webhook delivery's body and its Stripe-Signature header, signed as Stripe signs (`secret`: a wrong one to forge). */
export function signedEvent(event: object, { secret = TEST_STRIPE.webhookSecret, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event, null, 2);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }) };
}

/** The event Stripe sends when a Checkout Session is paid (the fields our webhook reads, as the API names them). */
export function sessionEvent(session: { id: string; orderId: string | null; amountCents: number; purpose?: string; paymentStatus?: string }, type = 'checkout.session.completed') {
  const metadata = session.orderId ? { orderId: session.orderId, purpose: session.purpose ?? 'deposit' } : {};
  return {
    id: `evt_test_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: session.paymentStatus ?? 'paid',
        amount_total: session.amountCents,
        currency: 'usd',
        client_reference_id: session.orderId,
        metadata,
        payment_intent: `pi_test_${session.id.slice(-12)}`,
      },
    },
  };
}

/** Rules for these files: a 10% deposit above $500,000 (no other test's order comes near), nothing per pallet. */
export const DEPOSIT_RULES: PaymentRules = {
  depositMode: 'PERCENT',
  depositPercent: 10,
  depositFixedCents: 0,
  depositThresholdCents: 50_000_000,
  sodAlwaysDeposit: false,
  balanceDueDays: null,
  palletDepositCents: 0,
  creditReturnedPallets: false,
  returnTripFeeCents: 0,
};

/** Sets the owner's payment rules for the file's tests and puts the saved ones back afterwards. */
export function paymentRulesForTests(rules: PaymentRules) {
  let saved: PaymentRules | null = null;
  beforeAll(async () => {
    const { id: _id, version: _v, updatedAt: _u, ...current } = await db.paymentSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });
    saved = current;
    await db.paymentSettings.update({ where: { id: 1 }, data: rules });
  });
  afterAll(async () => {
    if (saved) await db.paymentSettings.update({ where: { id: 1 }, data: saved });
  });
}

let dayOffset = 3000 + Math.floor(Math.random() * 3000);

/**
 * An accepted order of a new customer's quote, far in the future (no day view of another test
 * counts it), in `language`, with a link to it. $600,000.00 by default: a deposit of $60,000.00.
 */
export async function acceptedOrder(opts: { totalCents?: number; language?: 'en' | 'es'; status?: 'ACCEPTED' | 'CANCELLED' } = {}) {
  const customer = await createUser();
  const totalCents = opts.totalCents ?? 60_000_000;
  const quote = await db.quote.create({
    data: {
      userId: customer.id,
      deliveryMiles: 10,
      subtotalCents: totalCents,
      deliveryFeeCents: 0,
      totalCents,
      language: opts.language ?? 'en',
      feeBreakdown: {},
      status: 'ACCEPTED',
      zip: '77354',
      lines: { create: [{ position: 0, productName: 'Raleigh', quantity: 2, unit: 'PALLET', unitPriceCents: 100, lineTotalCents: 200, unitType: 'GRASS' }] },
    },
  });
  dayOffset += 3;
  const deliveryDate = addDays(new Date().toISOString().slice(0, 10), dayOffset);
  const order = await db.order.create({
    data: { quoteId: quote.id, status: opts.status ?? 'ACCEPTED', deliveryDate: new Date(`${deliveryDate}T00:00:00Z`), phone: '9365550100', street: '1 Main St', city: 'Magnolia', zip: '77354' },
  });
  const token = await issueQuoteLink(db, quote.id);
  return { customer, quote, order, token, deliveryDate };
}
