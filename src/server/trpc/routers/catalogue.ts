import { publicProcedure, createTRPCRouter } from '../trpc';
import { listActiveDeliveryBands, listActiveProducts } from '@/server/services/catalogue';

export const catalogueRouter = createTRPCRouter({
  /** Everything the quote calculator needs: active products with prices, and active bands. */
  quoteData: publicProcedure.query(async ({ ctx }) => {
    const [products, bands] = await Promise.all([listActiveProducts(ctx.db), listActiveDeliveryBands(ctx.db)]);
    return { products, bands };
  }),
});
