// Paying an order's deposit or balance by card through Stripe Checkout (issue 45), from the
// account (own quotes only) or through the e-mailed link; part of the order router. The amount is
// the server's (services/payments/stripe-checkout.ts), and the payment reaches the ledger only
// through Stripe's signed webhook (/api/stripe/webhook), never through these procedures.
import { protectedProcedure, publicProcedure } from '../trpc';
import { linkInput, quoteIdInput } from '@/domain/order-schema';
import { configuredStripe } from '@/server/services/payments/stripe-client';
import { cardPaymentOffer, startCardPayment } from '@/server/services/payments/stripe-checkout';

export const cardPaymentProcedures = {
  /** `{ available, due }`: whether "Pay by card" is offered (Stripe configured) and what it would charge now. */
  cardPayment: protectedProcedure.input(quoteIdInput).query(({ ctx, input }) => cardPaymentOffer(ctx.db, { kind: 'account', userId: ctx.user.id }, input.quoteId, configuredStripe())),
  cardPaymentByLink: publicProcedure.input(linkInput).query(({ ctx, input }) => cardPaymentOffer(ctx.db, { kind: 'link', token: input.token }, input.quoteId, configuredStripe())),
  /** `{ url }` of a Stripe Checkout page for what is due now; the browser goes there. */
  payOnline: protectedProcedure.input(quoteIdInput).mutation(({ ctx, input }) => startCardPayment(ctx.db, { kind: 'account', userId: ctx.user.id }, input.quoteId, configuredStripe())),
  payOnlineByLink: publicProcedure.input(linkInput).mutation(({ ctx, input }) => startCardPayment(ctx.db, { kind: 'link', token: input.token }, input.quoteId, configuredStripe())),
};
