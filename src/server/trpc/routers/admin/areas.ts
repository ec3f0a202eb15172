import { createTRPCRouter, staffProcedure } from '../../trpc';
import { listAreas, updateArea } from '@/server/services/admin/areas';
import { rebuildAfter } from '@/server/pages/revalidation';
import { areaUpdateSchema } from './areas-schema';

export const adminAreasRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => listAreas(ctx.db)),
  update: staffProcedure.input(areaUpdateSchema).mutation(({ ctx, input }) => rebuildAfter(ctx.res, updateArea(ctx.db, ctx.user.id, input))),
});
