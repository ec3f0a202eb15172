import { z } from 'zod';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import * as applications from '@/server/services/admin/applications';
import { APPLICATION_STATUSES } from '@/domain/admin-follow-up';
import { dateRange, page, requiredText, search, uuid, version } from './schemas';

const filter = dateRange.extend({ search, status: z.enum(APPLICATION_STATUSES).optional(), language: z.enum(['en', 'es']).optional() });

export const adminApplicationsRouter = createTRPCRouter({
  list: staffProcedure.input(filter.extend(page.shape)).query(({ ctx, input }) => {
    const { page: p, pageSize, ...f } = input;
    return applications.listApplications(ctx.db, f, p, pageSize);
  }),
  get: staffProcedure.input(z.object({ id: uuid })).query(({ ctx, input }) => applications.getApplication(ctx.db, input.id)),
  setStatus: staffProcedure
    .input(z.object({ id: uuid, version, status: z.enum(APPLICATION_STATUSES) }))
    .mutation(({ ctx, input }) => applications.setApplicationStatus(ctx.db, ctx.user.id, input)),
  addNote: staffProcedure
    .input(z.object({ id: uuid, body: requiredText(4000) }))
    .mutation(({ ctx, input }) => applications.addApplicationNote(ctx.db, ctx.user.id, input)),
  exportCsv: staffProcedure.input(filter).query(({ ctx, input }) => applications.exportApplications(ctx.db, input)),
});
