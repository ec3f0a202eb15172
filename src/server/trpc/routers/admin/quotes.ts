import { z } from 'zod';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import * as quotes from '@/server/services/admin/quotes';
import { QuoteStatus } from '@/domain/enums';
import { id, page, uuid, version } from './schemas';
import { quoteFilterSchema } from './filters-schema';

export const adminQuotesRouter = createTRPCRouter({
  list: staffProcedure.input(quoteFilterSchema.extend(page.shape)).query(({ ctx, input }) => {
    const { page: p, pageSize, ...f } = input;
    return quotes.listQuotes(ctx.db, f, p, pageSize);
  }),
  get: staffProcedure.input(z.object({ id: uuid })).query(({ ctx, input }) => quotes.getQuote(ctx.db, input.id)),
  setStatus: staffProcedure
    .input(z.object({ id: uuid, version, status: z.enum(QuoteStatus) }))
    .mutation(({ ctx, input }) => quotes.setQuoteStatus(ctx.db, ctx.user.id, input)),
  /** Correct a delivery quote's one-way miles; the fee, tax and total follow. */
  setMiles: staffProcedure
    .input(z.object({ id: uuid, version, miles: z.number({ message: 'admin:validation.miles' }).int('admin:validation.miles').min(0, 'admin:validation.miles').max(1_000, 'admin:validation.miles') }))
    .mutation(({ ctx, input }) => quotes.setQuoteMiles(ctx.db, ctx.user.id, input)),
  /** The quote's customer is tax-exempt (certificate on file): their next quotes carry no sales tax. */
  setTaxExempt: staffProcedure.input(z.object({ userId: id, taxExempt: z.boolean() })).mutation(({ ctx, input }) => quotes.setTaxExempt(ctx.db, ctx.user.id, input)),
});
