import { createTRPCRouter, staffProcedure } from '../../trpc';
import { listBands, saveBands } from '@/server/services/admin/bands';
import { saveBandsSchema } from './bands-schema';
import { rebuildAfter } from '@/server/pages/revalidation';

export const adminBandsRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => listBands(ctx.db)),
  save: staffProcedure.input(saveBandsSchema).mutation(({ ctx, input }) => rebuildAfter(ctx.res, saveBands(ctx.db, ctx.user.id, input))),
});
