// Card payment online (issue 45): what "Pay by card" charges, how a Checkout Session names its
// order, and the two Stripe settings, both or neither.
import { describe, expect, it } from 'vitest';
import { checkoutIdempotencyKey, checkoutMetadata, checkoutOrderOf, onlinePaymentDue } from '@/domain/online-payment';
import { parseEnv } from '@/config/env.mjs';
import { stripeSettings } from '@/server/services/payments/stripe-client';

describe('what a card payment online charges', () => {
  const due = (depositOutstandingCents: number, balanceCents: number, cancelled = false) => onlinePaymentDue({ depositOutstandingCents, balanceCents }, cancelled);

  it('is the deposit still due, else the balance', () => {
    expect(due(6_000, 60_000)).toEqual({ purpose: 'deposit', amountCents: 6_000 });
    expect(due(0, 54_000)).toEqual({ purpose: 'balance', amountCents: 54_000 });
  });

  it('never charges more than the balance, even for a deposit (pallets credited, a payment in person)', () => {
    expect(due(6_000, 4_000)).toEqual({ purpose: 'deposit', amountCents: 4_000 });
  });

  it('is nothing when nothing is due, money is owed back, the order is cancelled, or it is below Stripe’s 50 cents', () => {
    expect(due(0, 0)).toBeNull();
    expect(due(0, -500)).toBeNull();
    expect(due(6_000, 60_000, true)).toBeNull();
    expect(due(0, 49)).toBeNull();
    expect(due(0, 50)).toEqual({ purpose: 'balance', amountCents: 50 });
  });
});

describe('a Checkout Session’s order', () => {
  const orderId = 'ffc6dfc1-1234-4abc-8def-0123456789ab';

  it('is read back from the metadata and reference the session was made with', () => {
    expect(checkoutOrderOf({ client_reference_id: orderId, metadata: checkoutMetadata(orderId, 'balance') })).toEqual({ orderId, purpose: 'balance' });
    expect(checkoutIdempotencyKey('cs_test_a1')).toBe('stripe:cs_test_a1');
  });

  it('is none for a session that is not ours or was not made by us as it says', () => {
    const other = 'aaaaaaaa-1234-4abc-8def-0123456789ab';
    for (const session of [
      { client_reference_id: null, metadata: {} },
      { client_reference_id: orderId, metadata: null },
      { client_reference_id: other, metadata: checkoutMetadata(orderId, 'deposit') },
      { client_reference_id: 'x', metadata: { orderId: 'x', purpose: 'deposit' } },
      { client_reference_id: orderId, metadata: { orderId, purpose: 'tip' } },
      { client_reference_id: orderId, metadata: { orderId } },
    ]) {
      expect(checkoutOrderOf(session), JSON.stringify(session)).toBeNull();
    }
  });
});

describe('the Stripe settings', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_51abcDEF', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('turn card payment online on only with both the secret key and the webhook’s secret', () => {
    expect(stripeSettings(parseEnv(keys))).toEqual({ secretKey: 'sk_test_51abcDEF', webhookSecret: 'whsec_abc123' });
    expect(stripeSettings(parseEnv({}))).toBeNull();
    expect(stripeSettings(parseEnv({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }))).toBeNull();
  });

  it('refuse to start with one without the other, or a value that is not a Stripe key, naming the setting', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow('STRIPE_WEBHOOK_SECRET: is required with the other Stripe setting');
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET })).toThrow('STRIPE_SECRET_KEY: is required with the other Stripe setting');
    expect(() => parseEnv({ ...keys, STRIPE_SECRET_KEY: 'pk_test_51abcDEF' })).toThrow('STRIPE_SECRET_KEY: must be a Stripe secret key');
    expect(() => parseEnv({ ...keys, STRIPE_WEBHOOK_SECRET: 'abc123' })).toThrow('STRIPE_WEBHOOK_SECRET: must be a webhook signing secret');
  });
});
