// Paying the deposit or the balance by card (issue 45): the Checkout Session the server asks Stripe
// for (at a local stand-in of the API), with the amount the ledger says is due and the order in its
// metadata; refusals for someone else's quote, a wrong link, nothing due, a signed-out visitor and
// a site without Stripe's keys (the tests' configuration), in the caller's language.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env.mjs';
import { AppError } from '@/server/errors';
import { recordEntry } from '@/server/services/payments/order-ledger';
import { STRIPE_API_VERSION } from '@/server/services/payments/stripe-client';
import { cardPaymentOffer, startCardPayment } from '@/server/services/payments/stripe-checkout';
import { describeError } from '@/server/trpc/trpc';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';
import { DEPOSIT_RULES, acceptedOrder, paymentRulesForTests, stripeStandInForTests } from './support/stripe';

const stripe = stripeStandInForTests();
paymentRulesForTests(DEPOSIT_RULES);

const keyOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return [error.code, error.messageKey];
    throw error;
  }
  throw new Error('expected a refusal');
};

const site = env.SITE_URL.replace(/\/$/, '');

describe('paying by card online', () => {
  it('opens a Checkout Session for the deposit still due, then for the balance, with the order in its metadata, in the order’s language', async () => {
    const { customer, quote, order, deliveryDate } = await acceptedOrder({ language: 'es' });
    const account = { kind: 'account' as const, userId: customer.id };

    expect(await cardPaymentOffer(db, account, quote.id, stripe.client())).toEqual({ available: true, due: { purpose: 'deposit', amountCents: 6_000_000 } });
    const { url } = await startCardPayment(db, account, quote.id, stripe.client());
    const sent = stripe.requests.at(-1)!;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect([sent.method, sent.path, sent.headers.authorization, sent.headers['stripe-version']]).toEqual(['POST', '/v1/checkout/sessions', `Bearer ${stripe.settings.secretKey}`, STRIPE_API_VERSION]);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '6000000',
      'line_items[0][price_data][product_data][name]': `Depósito de su pedido para el ${new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${deliveryDate}T00:00:00Z`))}`,
      client_reference_id: order.id,
      'metadata[orderId]': order.id,
      'metadata[purpose]': 'deposit',
      'payment_intent_data[metadata][orderId]': order.id,
      locale: 'es',
      customer_email: customer.email,
      success_url: `${site}/es/cuenta/cotizaciones/${quote.id}?payment=paid`,
      cancel_url: `${site}/es/cuenta/cotizaciones/${quote.id}?payment=cancelled`,
    });

    // The deposit paid (in person here): what is due next is the rest of the balance.
    await recordEntry(db, null, { orderId: order.id, kind: 'PAYMENT', amountCents: 6_000_000, method: 'CASH', reference: '', idempotencyKey: randomUUID() });
    await startCardPayment(db, account, quote.id, stripe.client());
    expect(Object.fromEntries(stripe.requests.at(-1)!.form)).toMatchObject({ 'line_items[0][price_data][unit_amount]': '54000000', 'metadata[purpose]': 'balance' });
    // Nothing was recorded by opening the sessions.
    expect(await db.orderPayment.count({ where: { orderId: order.id, method: 'CARD_ONLINE' } })).toBe(0);
  });

  it('from the e-mailed link, sends the customer back to the link’s page', async () => {
    const { quote, token } = await acceptedOrder({ totalCents: 12_345 });
    await startCardPayment(db, { kind: 'link', token }, quote.id, stripe.client());
    const form = stripe.requests.at(-1)!.form;
    expect([form.get('line_items[0][price_data][unit_amount]'), form.get('metadata[purpose]')]).toEqual(['12345', 'balance']);
    expect(form.get('success_url')).toBe(`${site}/en/quote-link?quote=${quote.id}&token=${token}&payment=paid`);
  });

  it('is refused for another customer’s quote, a link to another quote, a paid or cancelled order, and Stripe is not asked', async () => {
    const mine = await acceptedOrder();
    const theirs = await acceptedOrder();
    const paid = await acceptedOrder({ totalCents: 5_000 });
    await recordEntry(db, null, { orderId: paid.order.id, kind: 'PAYMENT', amountCents: 5_000, method: 'CHECK', reference: '', idempotencyKey: randomUUID() });
    const cancelled = await acceptedOrder({ status: 'CANCELLED' });
    const asked = stripe.requests.length;

    const me = { kind: 'account' as const, userId: mine.customer.id };
    expect(await keyOf(startCardPayment(db, me, theirs.quote.id, stripe.client()))).toEqual(['NOT_FOUND', 'quote:errors.notFound']);
    expect(await keyOf(cardPaymentOffer(db, me, theirs.quote.id, stripe.client()))).toEqual(['NOT_FOUND', 'quote:errors.notFound']);
    expect(await keyOf(startCardPayment(db, { kind: 'link', token: mine.token }, theirs.quote.id, stripe.client()))).toEqual(['FORBIDDEN', 'orders:link.otherQuote']);
    expect(await keyOf(startCardPayment(db, { kind: 'account', userId: paid.customer.id }, paid.quote.id, stripe.client()))).toEqual(['BAD_REQUEST', 'orders:online.errors.nothingDue']);
    expect(await keyOf(startCardPayment(db, { kind: 'account', userId: cancelled.customer.id }, cancelled.quote.id, stripe.client()))).toEqual(['BAD_REQUEST', 'orders:online.errors.nothingDue']);
    expect(await cardPaymentOffer(db, { kind: 'account', userId: paid.customer.id }, paid.quote.id, stripe.client())).toEqual({ available: true, due: null });
    expect(stripe.requests.length).toBe(asked);
  });

  it('says so in the caller’s language when Stripe refuses the session, and records nothing', async () => {
    const { customer, quote, order } = await acceptedOrder();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    stripe.refuse();
    try {
      expect(await keyOf(startCardPayment(db, { kind: 'account', userId: customer.id }, quote.id, stripe.client()))).toEqual(['SERVICE_UNAVAILABLE', 'orders:online.errors.unavailable']);
      expect(errors.mock.calls.map((call) => String(call[0])).join('\n')).toContain(`Stripe Checkout: no session for order ${order.id} Amount must convert to at least 50 cents.`);
    } finally {
      errors.mockRestore();
    }
    expect(await db.orderPayment.count({ where: { orderId: order.id } })).toBe(0);
  });
});

describe('the card payment procedures', () => {
  it('without Stripe’s keys offer nothing and refuse to pay, in both languages; a signed-out visitor and a stranger are refused', async () => {
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    const { customer, quote, token } = await acceptedOrder();
    const me = callerAs(customer);
    expect(await me.order.cardPayment({ quoteId: quote.id })).toEqual({ available: false, due: null });
    expect(await callerAs(null).order.cardPaymentByLink({ quoteId: quote.id, token })).toEqual({ available: false, due: null });

    const refused = await failure(me.order.payOnline({ quoteId: quote.id }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(describeError(refused, 'en').message).toBe('Paying by card online is not available. Please pay by cash, check or card at delivery or at our yard.');
    expect(describeError(refused, 'es').message).toBe('El pago con tarjeta en línea no está disponible. Puede pagar en efectivo, con cheque o con tarjeta en la entrega o en nuestro patio.');
    expect((await failure(callerAs(null).order.payOnlineByLink({ quoteId: quote.id, token }))).code).toBe('BAD_REQUEST');

    expect((await failure(callerAs(null).order.payOnline({ quoteId: quote.id }))).code).toBe('UNAUTHORIZED');
    const stranger = await acceptedOrder();
    expect((await failure(callerAs(stranger.customer).order.payOnline({ quoteId: quote.id }))).code).toBe('NOT_FOUND');
    expect((await failure(callerAs(null).order.payOnlineByLink({ quoteId: quote.id, token: stranger.token }))).code).toBe('FORBIDDEN');
  });
});
