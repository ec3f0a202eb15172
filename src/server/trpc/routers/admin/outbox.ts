import { z } from 'zod';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import * as outbox from '@/server/services/admin/outbox';
import { page, uuid } from './schemas';
import { OutboxStatus } from '@/domain/enums';

export const adminOutboxRouter = createTRPCRouter({
  list: staffProcedure
    .input(z.object({ status: z.enum(OutboxStatus).optional(), ...page.shape }))
    .query(({ ctx, input }) => outbox.listOutbox(ctx.db, { status: input.status }, input.page, input.pageSize)),
  get: staffProcedure.input(z.object({ id: uuid })).query(({ ctx, input }) => outbox.getOutboxMessage(ctx.db, input.id)),
  resend: staffProcedure.input(z.object({ id: uuid })).mutation(({ ctx, input }) => outbox.resendOutbox(ctx.db, ctx.user.id, input.id)),
});
