import { z } from 'zod';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import { auditFilterOptions, listAudit } from '@/server/services/admin/audit-log';
import { page } from './schemas';

export const adminAuditRouter = createTRPCRouter({
  list: staffProcedure
    .input(z.object({ entityType: z.string().max(60).optional(), entityId: z.string().max(64).optional(), actorId: z.string().max(64).optional(), ...page.shape }))
    .query(({ ctx, input }) => {
      const { page: p, pageSize, ...filter } = input;
      return listAudit(ctx.db, filter, p, pageSize);
    }),
  filters: staffProcedure.query(({ ctx }) => auditFilterOptions(ctx.db)),
});
