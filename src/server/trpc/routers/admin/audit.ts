import { z } from 'zod';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import { auditFilterOptions, listAudit } from '@/server/services/admin/audit-log';
import { filterValue, page } from './schemas';

export const adminAuditRouter = createTRPCRouter({
  list: staffProcedure
    .input(z.object({ entityType: filterValue(60), entityId: filterValue(320), actorId: filterValue(64), action: filterValue(60), ...page.shape }))
    .query(({ ctx, input }) => {
      const { page: p, pageSize, ...filter } = input;
      return listAudit(ctx.db, ctx.user, filter, p, pageSize);
    }),
  filters: staffProcedure.query(({ ctx }) => auditFilterOptions(ctx.db, ctx.user)),
});
