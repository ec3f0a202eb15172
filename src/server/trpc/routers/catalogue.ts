import { z } from 'zod';
import { publicProcedure, createTRPCRouter } from '../trpc';
import { text } from '@/domain/input-schema';
import { cachedQuoteData } from '@/server/services/catalogue';
import { findServiceAreaByZip } from '@/server/services/service-areas';
import { deliveryEstimate } from '@/server/services/delivery-estimate';

export const catalogueRouter = createTRPCRouter({
  /** Everything the quote calculator needs: active products with prices, and active bands. */
  quoteData: publicProcedure.query(({ ctx }) => cachedQuoteData(ctx.db)),

  /** The ZIP check: the area serving a ZIP (names and delivery time in the caller's language), or null. */
  findAreaByZip: publicProcedure
    .input(z.object({ zip: text('quote:validation.zip').max(16, 'quote:validation.zip') }))
    .query(({ ctx, input }) => findServiceAreaByZip(ctx.db, input.zip, ctx.lang)),

  /** The calculator's delivery details for a ZIP code: its area (minimum order) and the estimated one-way miles. */
  deliveryEstimate: publicProcedure
    .input(z.object({ zip: text('quote:validation.zip').regex(/^\d{5}$/, 'quote:validation.zip') }))
    .query(({ ctx, input }) => deliveryEstimate(ctx.db, input.zip, ctx.lang)),
});
