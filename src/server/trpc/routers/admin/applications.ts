import { z } from 'zod';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import * as applications from '@/server/services/admin/applications';
import { page, requiredText, uuid } from './schemas';
import { applicationFilterSchema as filter } from './filters-schema';
import { decideApplication } from '@/server/services/member-decisions';
import { decisionInput } from './member-schemas';

export const adminApplicationsRouter = createTRPCRouter({
  list: staffProcedure.input(filter.extend(page.shape)).query(({ ctx, input }) => {
    const { page: p, pageSize, ...f } = input;
    return applications.listApplications(ctx.db, f, p, pageSize);
  }),
  get: staffProcedure.input(z.object({ id: uuid })).query(({ ctx, input }) => applications.getApplication(ctx.db, input.id)),
  /** Approve (with a tier), decline or revoke, with a note; the applicant is e-mailed (services/member-decisions.ts). */
  decide: staffProcedure.input(decisionInput).mutation(({ ctx, input }) => decideApplication(ctx.db, ctx.user.id, input)),
  addNote: staffProcedure
    .input(z.object({ id: uuid, body: requiredText(4000) }))
    .mutation(({ ctx, input }) => applications.addApplicationNote(ctx.db, ctx.user.id, input)),
  exportCsv: staffProcedure.input(filter).query(({ ctx, input }) => applications.exportApplications(ctx.db, input)),
});
