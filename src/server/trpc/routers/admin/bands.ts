import { z } from 'zod';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import { listBands, saveBands } from '@/server/services/admin/bands';
import { cents, id, version } from './schemas';
import { rebuildAfter } from '@/server/pages/revalidation';

const miles = z.number({ message: 'admin:validation.miles' }).int('admin:validation.miles').min(0, 'admin:validation.miles').max(10_000, 'admin:validation.miles');

const band = z.object({
  id: id.optional(),
  version: version.optional(),
  mileRangeStart: miles,
  mileRangeEnd: miles.nullable(),
  rateType: z.enum(['FLAT', 'PER_MILE']),
  rateCents: cents,
  isActive: z.boolean(),
});

export const adminBandsRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => listBands(ctx.db)),
  save: staffProcedure
    .input(z.object({ deliveryType: z.enum(['GRASS', 'BULK']), bands: z.array(band).max(50) }))
    .mutation(({ ctx, input }) => rebuildAfter(ctx.res, saveBands(ctx.db, ctx.user.id, input))),
});
