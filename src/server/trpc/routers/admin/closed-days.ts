import { z } from 'zod';
import { createTRPCRouter, staffProcedure } from '../../trpc';
import { addClosedDay, listAdminClosedDays, removeClosedDay } from '@/server/services/admin/closed-days';
import { rebuildAfter } from '@/server/pages/revalidation';
import { shortText, text } from './schemas';
import { isCalendarDate } from '@/domain/delivery-date';

const day = text().refine(isCalendarDate, 'admin:closedDays.errors.date');

export const adminClosedDaysRouter = createTRPCRouter({
  list: staffProcedure.query(({ ctx }) => listAdminClosedDays(ctx.db)),
  add: staffProcedure.input(z.object({ date: day, note: shortText(80), yearly: z.boolean().optional() })).mutation(({ ctx, input }) => rebuildAfter(ctx.res, addClosedDay(ctx.db, ctx.user.id, input))),
  remove: staffProcedure.input(z.object({ date: day })).mutation(({ ctx, input }) => rebuildAfter(ctx.res, removeClosedDay(ctx.db, ctx.user.id, input))),
});
