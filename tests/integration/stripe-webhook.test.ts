// Stripe's webhook (issue 45), posted over HTTP as Stripe posts it (JSON, no Origin, no cookie) to
// the route's handler built with test secrets, deliveries signed with the SDK's test-header helper:
// a paid Checkout Session becomes one CARD_ONLINE payment, audited with no person as actor; the
// same event again, the session's second event and concurrent deliveries add nothing; a bad
// signature, an unknown order and a payment the ledger refuses store nothing and are logged.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stripeWebhookHandler } from '@/server/http/stripe-webhook';
import { recordEntry } from '@/server/services/payments/order-ledger';
import { startCardPayment } from '@/server/services/payments/stripe-checkout';
import { apiServerForTests } from './support/api-server';
import { db } from './support/db';
import { DEPOSIT_RULES, TEST_STRIPE, acceptedOrder, paymentRulesForTests, sessionEvent, signedEvent, stripeStandInForTests } from './support/stripe';

const stripe = stripeStandInForTests();
paymentRulesForTests(DEPOSIT_RULES);
const api = apiServerForTests([
  {
    prefix: '/test/stripe/webhook',
    param: null,
    module: { default: stripeWebhookHandler({ settings: () => TEST_STRIPE, db: () => db }), config: { api: { bodyParser: false } } },
  },
]);

/** Posts a delivery as Stripe does: JSON, its signature, no Origin and no cookie. */
async function deliver({ payload, signature }: { payload: string; signature: string | null }, path = '/test/stripe/webhook') {
  const res = await fetch(api.url(path), { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8', ...(signature ? { 'Stripe-Signature': signature } : {}) }, body: payload });
  return { status: res.status, body: (await res.json()) as { outcome?: string } };
}

const rowsOf = (orderId: string) => db.orderPayment.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((line: string) => void logged.push(`${level}: ${line}`));
});
afterEach(() => vi.restoreAllMocks());

describe('the Stripe webhook', () => {
  it('records the paid Checkout Session the customer opened as one CARD_ONLINE payment, audited with the system as actor', async () => {
    const { customer, quote, order } = await acceptedOrder();
    await startCardPayment(db, { kind: 'account', userId: customer.id }, quote.id, stripe.client());
    const sent = stripe.requests.at(-1)!.form;
    // Stripe hands back what the session was made with: its order, purpose and amount.
    const sessionId = `cs_test_${randomUUID().replace(/-/g, '')}`;
    const event = sessionEvent({ id: sessionId, orderId: sent.get('metadata[orderId]'), purpose: sent.get('metadata[purpose]')!, amountCents: Number(sent.get('line_items[0][price_data][unit_amount]')) });

    expect(await deliver(signedEvent(event))).toEqual({ status: 200, body: { received: true, outcome: 'recorded' } });
    const rows = await rowsOf(order.id);
    expect(rows.map((r) => [r.kind, r.method, r.amountCents, r.reference, r.recordedById, r.idempotencyKey])).toEqual([
      ['PAYMENT', 'CARD_ONLINE', 6_000_000, event.data.object.payment_intent, null, `stripe:${sessionId}`],
    ]);
    const audit = await db.auditLog.findMany({ where: { entityType: 'OrderPayment', entityId: rows[0]!.id } });
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['order.payment', null]]);
    expect(logged.join('\n')).toContain(`info: Stripe webhook: card payment recorded { event: '${event.id}', session: '${sessionId}', orderId: '${order.id}', amountCents: 6000000, purpose: 'deposit' }`);
  });

  it('adds nothing for the same event again, the session’s second event, or the same event delivered five times at once', async () => {
    const { order } = await acceptedOrder();
    const session = { id: `cs_test_${randomUUID().replace(/-/g, '')}`, orderId: order.id, amountCents: 6_000_000 };
    const first = signedEvent(sessionEvent(session));
    expect((await deliver(first)).body.outcome).toBe('recorded');
    expect((await deliver(first)).body.outcome).toBe('duplicate');
    expect((await deliver(signedEvent(sessionEvent(session, 'checkout.session.async_payment_succeeded')))).body.outcome).toBe('duplicate');
    expect(await rowsOf(order.id)).toHaveLength(1);

    const other = await acceptedOrder();
    const once = signedEvent(sessionEvent({ ...session, id: `cs_test_${randomUUID().replace(/-/g, '')}`, orderId: other.order.id }));
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => deliver(once)));
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200, 200, 200]);
    expect(outcomes.map((o) => o.body.outcome).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'recorded']);
    expect(await rowsOf(other.order.id)).toHaveLength(1);
  });

  it('answers 400 and stores nothing for a forged, altered, old or missing signature', async () => {
    const { order } = await acceptedOrder();
    const event = sessionEvent({ id: `cs_test_${randomUUID().replace(/-/g, '')}`, orderId: order.id, amountCents: 6_000_000 });
    const forged = signedEvent(event, { secret: 'whsec_someoneelse000000000000' });
    const genuine = signedEvent(event);
    const altered = { payload: genuine.payload.replace('6000000', '1'), signature: genuine.signature };
    const old = signedEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    for (const delivery of [forged, altered, old, { payload: genuine.payload, signature: null }]) expect((await deliver(delivery)).status).toBe(400);
    expect(await rowsOf(order.id)).toEqual([]);
    expect(logged.filter((line) => line.startsWith('warn: Stripe webhook refused'))).toHaveLength(4);
  });

  it('stores nothing and logs a paid session for an unknown order, or one that is not ours; ignores unpaid sessions and other events', async () => {
    const unknown = randomUUID();
    const event = sessionEvent({ id: `cs_test_${randomUUID().replace(/-/g, '')}`, orderId: unknown, amountCents: 5_000 });
    expect(await deliver(signedEvent(event))).toEqual({ status: 200, body: { received: true, outcome: 'unknownOrder' } });
    expect(logged.join('\n')).toContain(`warn: Stripe webhook: paid session for an unknown order, nothing recorded { event: '${event.id}'`);
    expect((await deliver(signedEvent(sessionEvent({ id: 'cs_test_elsewhere', orderId: null, amountCents: 5_000 })))).body.outcome).toBe('unknownOrder');
    expect(await db.orderPayment.count({ where: { orderId: unknown } })).toBe(0);

    const { order } = await acceptedOrder();
    const unpaid = sessionEvent({ id: `cs_test_${randomUUID().replace(/-/g, '')}`, orderId: order.id, amountCents: 6_000_000, paymentStatus: 'unpaid' });
    expect((await deliver(signedEvent(unpaid))).body.outcome).toBe('ignored');
    expect((await deliver(signedEvent({ ...unpaid, type: 'payment_intent.succeeded' }))).body.outcome).toBe('ignored');
    expect(await rowsOf(order.id)).toEqual([]);
  });

  it('records nothing above the balance (paid in person meanwhile) or on a cancelled order, and logs it for a refund in Stripe', async () => {
    const { order } = await acceptedOrder();
    await recordEntry(db, null, { orderId: order.id, kind: 'PAYMENT', amountCents: 60_000_000, method: 'CHECK', reference: '', idempotencyKey: randomUUID() });
    const late = sessionEvent({ id: `cs_test_${randomUUID().replace(/-/g, '')}`, orderId: order.id, amountCents: 6_000_000 });
    expect((await deliver(signedEvent(late))).body.outcome).toBe('refused');
    expect((await rowsOf(order.id)).map((r) => r.method)).toEqual(['CHECK']);

    const cancelled = await acceptedOrder({ status: 'CANCELLED' });
    expect((await deliver(signedEvent(sessionEvent({ id: `cs_test_${randomUUID().replace(/-/g, '')}`, orderId: cancelled.order.id, amountCents: 6_000_000 })))).body.outcome).toBe('refused');
    expect(await rowsOf(cancelled.order.id)).toEqual([]);
    const refusals = logged.filter((line) => line.startsWith('error: Stripe webhook: card payment NOT recorded, refund it in Stripe:'));
    expect(refusals.map((line) => /orders:payments\.errors\.\w+/.exec(line)?.[0])).toEqual(['orders:payments.errors.aboveBalance', 'orders:payments.errors.orderCancelled']);
  });

  it('is not there without Stripe’s keys (the site’s route, as configured in these tests), and stores nothing', async () => {
    const { order } = await acceptedOrder();
    const res = await deliver(signedEvent(sessionEvent({ id: `cs_test_${randomUUID().replace(/-/g, '')}`, orderId: order.id, amountCents: 6_000_000 })), '/api/stripe/webhook');
    expect(res.status).toBe(404);
    expect(await rowsOf(order.id)).toEqual([]);
  });
});
