import { createTRPCRouter, staffProcedure } from '../../trpc';
import { createTruck, listTrucks, updateTruck } from '@/server/services/admin/trucks';
import { truckFields, truckUpdateSchema } from './trucks-schema';

/** Trucks and what one load may carry (issue 46; services/admin/trucks.ts). */
export const adminTrucksRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => listTrucks(ctx.db)),
  create: staffProcedure.input(truckFields).mutation(({ ctx, input }) => createTruck(ctx.db, ctx.user.id, input)),
  update: staffProcedure.input(truckUpdateSchema).mutation(({ ctx, input }) => updateTruck(ctx.db, ctx.user.id, input)),
});
