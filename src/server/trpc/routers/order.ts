// Customers' orders (issue 22): accept a quote, see its order and timeline, cancel; from the
// account (signed in, own quotes only) or through the e-mailed link (services/orders.ts).
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc';
import { acceptQuoteInput, cancelOrderInput, linkAcceptInput, linkCancelInput, linkInput, quoteIdInput } from '@/domain/order-schema';
import { acceptQuote, cancelOrder, orderView, quoteByLink, quoteTerms } from '@/server/services/orders';
import { documentProcedures } from './order-documents';
import { cardPaymentProcedures } from './order-card-payment';

export const orderRouter = createTRPCRouter({
  /** Accepts one of the caller's quotes, or answers with a re-priced quote to look at first. */
  accept: protectedProcedure.input(acceptQuoteInput).mutation(({ ctx, input }) => acceptQuote(ctx.db, { kind: 'account', userId: ctx.user.id }, input)),
  cancel: protectedProcedure.input(cancelOrderInput).mutation(({ ctx, input }) => cancelOrder(ctx.db, { kind: 'account', userId: ctx.user.id }, input)),
  /** The order of one of the caller's quotes (null before it is accepted), with its timeline. */
  forQuote: protectedProcedure.input(quoteIdInput).query(({ ctx, input }) => orderView(ctx.db, { kind: 'account', userId: ctx.user.id }, input.quoteId)),
  /** What accepting one of the caller's quotes asks them to pay, and when (null once accepted). */
  terms: protectedProcedure.input(quoteIdInput).query(({ ctx, input }) => quoteTerms(ctx.db, { kind: 'account', userId: ctx.user.id }, input.quoteId)),

  /** The quote and order an e-mailed link opens; a wrong, expired or cancelled link is refused. */
  byLink: publicProcedure.input(linkInput).query(({ ctx, input }) => quoteByLink(ctx.db, input)),
  acceptByLink: publicProcedure.input(linkAcceptInput).mutation(({ ctx, input }) => acceptQuote(ctx.db, { kind: 'link', token: input.token }, input)),
  cancelByLink: publicProcedure.input(linkCancelInput).mutation(({ ctx, input }) => cancelOrder(ctx.db, { kind: 'link', token: input.token }, input)),

  /** Receipts and invoices (issue 45): documents and document. */
  ...documentProcedures,

  /** Card payment online (Stripe Checkout): cardPayment(ByLink) and payOnline(ByLink). */
  ...cardPaymentProcedures,
});
