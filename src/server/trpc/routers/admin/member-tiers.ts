import { createTRPCRouter, staffProcedure } from '../../trpc';
import { listTiers, saveTier } from '@/server/services/member-tiers';
import { tierInput } from './member-schemas';

/** Member tiers: name, discount and volume discounts (services/member-tiers.ts). */
export const adminMemberTiersRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => listTiers(ctx.db)),
  save: staffProcedure.input(tierInput).mutation(({ ctx, input }) => saveTier(ctx.db, ctx.user.id, input)),
});
