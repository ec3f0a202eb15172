// Staff accounts: ADMIN only.
import { z } from 'zod';
import { adminProcedure, createTRPCRouter } from '../../trpc';
import * as staff from '@/server/services/admin/staff';
import { id, requiredText, search, text } from './schemas';
import { checkPassword } from '@/server/auth/common-passwords';

export const adminStaffRouter = createTRPCRouter({
  list: adminProcedure.input(z.object({ search })).query(({ ctx, input }) => staff.listStaff(ctx.db, input.search)),
  create: adminProcedure
    .input(
      z.object({
        email: text().pipe(z.email('admin:validation.email').max(255, 'admin:validation.tooLong')),
        name: requiredText(100),
        password: text(),
        role: z.enum(['STAFF', 'ADMIN']),
      })
      // The password policy of the role (domain/password-policy.ts), common list included.
      .superRefine(({ password, role }, ctx) => {
        const problem = checkPassword(password, role);
        if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.values, path: ['password'] });
      }),
    )
    .mutation(({ ctx, input }) => staff.createStaff(ctx.db, ctx.user.id, input)),
  setRole: adminProcedure
    .input(z.object({ id, role: z.enum(['CUSTOMER', 'STAFF', 'ADMIN']) }))
    .mutation(({ ctx, input }) => staff.setRole(ctx.db, ctx.user.id, input)),
  setActive: adminProcedure.input(z.object({ id, isActive: z.boolean() })).mutation(({ ctx, input }) => staff.setActive(ctx.db, ctx.user.id, input)),
  /** A lost phone: the person sets up two-step verification again at the next sign-in. */
  resetTwoFactor: adminProcedure.input(z.object({ id })).mutation(({ ctx, input }) => staff.resetTwoFactor(ctx.db, ctx.user.id, input)),
});
