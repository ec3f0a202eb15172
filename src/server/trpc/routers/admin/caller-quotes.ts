// Quotes staff build for a caller (issue 22; services/admin/caller-quotes.ts).
import { createTRPCRouter, staffProcedure } from '../../trpc';
import { callerQuoteInput } from '@/domain/caller-quote-schema';
import { createCallerQuote } from '@/server/services/admin/caller-quotes';

export const adminCallerQuotesRouter = createTRPCRouter({
  /** Prices and stores the quote, audited (hand-set prices with their reasons), and e-mails the customer its link. */
  create: staffProcedure.input(callerQuoteInput).mutation(({ ctx, input }) => createCallerQuote(ctx.db, ctx.user.id, input, new Date(), ctx.lang)),
});
