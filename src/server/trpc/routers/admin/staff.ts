// Staff accounts: ADMIN only.
import { z } from 'zod';
import { adminProcedure, createTRPCRouter } from '../../trpc';
import * as staff from '@/server/services/admin/staff';
import { id, search } from './schemas';
import { createStaffSchema, setRoleSchema } from './staff-schema';

export const adminStaffRouter = createTRPCRouter({
  list: adminProcedure.input(z.object({ search })).query(({ ctx, input }) => staff.listStaff(ctx.db, input.search)),
  create: adminProcedure.input(createStaffSchema).mutation(({ ctx, input }) => staff.createStaff(ctx.db, ctx.user.id, input)),
  setRole: adminProcedure.input(setRoleSchema).mutation(({ ctx, input }) => staff.setRole(ctx.db, ctx.user.id, input)),
  setActive: adminProcedure.input(z.object({ id, isActive: z.boolean() })).mutation(({ ctx, input }) => staff.setActive(ctx.db, ctx.user.id, input)),
  /** A lost phone: the person sets up two-step verification again at the next sign-in. */
  resetTwoFactor: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => staff.resetTwoFactor(ctx.db, ctx.user.id, input)),
});
