// Business settings: ADMIN only. A save rebuilds every public page (the facts are in every page's frame).
import { adminProcedure, createTRPCRouter } from '../../trpc';
import { getBusinessSettings, updateBusinessSettings } from '@/server/services/business-settings';
import { rebuildAfter } from '@/server/pages/revalidation';
import { businessSettingsSchema } from './business-schema';

export const adminBusinessRouter = createTRPCRouter({
  get: adminProcedure.query(({ ctx }) => getBusinessSettings(ctx.db)),
  update: adminProcedure.input(businessSettingsSchema).mutation(({ ctx, input }) => rebuildAfter(ctx.res, updateBusinessSettings(ctx.db, ctx.user.id, input))),
});
