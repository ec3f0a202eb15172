import { z } from 'zod';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import * as leads from '@/server/services/admin/leads';
import { LeadStatus } from '@/domain/enums';
import { page, requiredText, uuid, version } from './schemas';
import { leadFilterSchema as filter } from './filters-schema';

export const adminLeadsRouter = createTRPCRouter({
  list: staffProcedure.input(filter.extend(page.shape)).query(({ ctx, input }) => {
    const { page: p, pageSize, ...f } = input;
    return leads.listLeads(ctx.db, f, p, pageSize);
  }),
  sourcePages: staffProcedure.query(({ ctx }) => leads.leadSourcePages(ctx.db)),
  get: staffProcedure.input(z.object({ id: uuid })).query(({ ctx, input }) => leads.getLead(ctx.db, input.id)),
  setStatus: staffProcedure
    .input(z.object({ id: uuid, version, status: z.enum(LeadStatus) }))
    .mutation(({ ctx, input }) => leads.setLeadStatus(ctx.db, ctx.user.id, input)),
  addNote: staffProcedure
    .input(z.object({ id: uuid, body: requiredText(4000) }))
    .mutation(({ ctx, input }) => leads.addLeadNote(ctx.db, ctx.user.id, input)),
  exportCsv: staffProcedure.input(filter).query(({ ctx, input }) => leads.exportLeads(ctx.db, input)),
});
