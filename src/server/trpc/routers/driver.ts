// The driver's phone view (issue 46; services/driver/day.ts). Their actions do not go through
// tRPC: they carry photos and may arrive late from an offline queue (POST /api/driver/actions).
import { z } from 'zod';
import { createTRPCRouter, driverProcedure } from '../trpc';
import { text } from '@/domain/input-schema';
import { driverDay } from '@/server/services/driver/day';

export const driverRouter = createTRPCRouter({
  /** The caller's own deliveries of a date (left out: today), in time-window order. */
  day: driverProcedure
    .input(z.object({ date: text('orders:validation.date').regex(/^\d{4}-\d{2}-\d{2}$/, 'orders:validation.date').optional() }))
    .query(({ ctx, input }) => driverDay(ctx.db, ctx.user.id, input.date, ctx.lang)),
});
