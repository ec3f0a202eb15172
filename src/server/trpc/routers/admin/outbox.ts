import { z } from 'zod';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import * as outbox from '@/server/services/admin/outbox';
import { page, uuid } from './schemas';

export const adminOutboxRouter = createTRPCRouter({
  list: staffProcedure
    .input(z.object({ status: z.enum(['PENDING', 'SENDING', 'SENT', 'FAILED']).optional(), ...page.shape }))
    .query(({ ctx, input }) => outbox.listOutbox(ctx.db, { status: input.status }, input.page, input.pageSize)),
  get: staffProcedure.input(z.object({ id: uuid })).query(({ ctx, input }) => outbox.getOutboxMessage(ctx.db, input.id)),
  resend: staffProcedure.input(z.object({ id: uuid })).mutation(({ ctx, input }) => outbox.resendOutbox(ctx.db, ctx.user.id, input.id)),
});
