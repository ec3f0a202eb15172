// Saved quotes of the signed-in customer. Prices are computed on the server (services/quote.ts).
import { protectedProcedure, createTRPCRouter } from '../trpc';
import { quoteIdSchema, saveQuoteInputSchema } from '@/domain/quote-schema';
import { getMyQuote, listMyQuotes, repriceMyQuote, saveQuote } from '@/server/services/quote';

export const quoteRouter = createTRPCRouter({
  /** Prices the lines with current prices and bands and stores a DRAFT quote; returns its id and totals. */
  save: protectedProcedure.input(saveQuoteInputSchema).mutation(({ ctx, input }) => saveQuote(ctx.db, ctx.user.id, input)),

  listMine: protectedProcedure.query(({ ctx }) => listMyQuotes(ctx.db, ctx.user.id)),

  /** One of the caller's quotes; another customer's id answers NOT_FOUND. */
  getMine: protectedProcedure.input(quoteIdSchema).query(({ ctx, input }) => getMyQuote(ctx.db, ctx.user.id, input.id)),

  /** A new quote like one of the caller's own (an expired one, say) at today's prices. */
  reprice: protectedProcedure.input(quoteIdSchema).mutation(({ ctx, input }) => repriceMyQuote(ctx.db, ctx.user.id, input.id)),
});
