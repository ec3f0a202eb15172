import { createTRPCRouter, staffProcedure } from '../../trpc';
import { auditFilterOptions, listAudit } from '@/server/services/admin/audit-log';
import { page } from './schemas';
import { auditFilterSchema } from './filters-schema';

export const adminAuditRouter = createTRPCRouter({
  list: staffProcedure
    .input(auditFilterSchema.extend(page.shape))
    .query(({ ctx, input }) => {
      const { page: p, pageSize, ...filter } = input;
      return listAudit(ctx.db, ctx.user, filter, p, pageSize);
    }),
  filters: staffProcedure.query(({ ctx }) => auditFilterOptions(ctx.db, ctx.user)),
});
