import { createTRPCRouter, staffProcedure } from '../../trpc';
import { moveRainDay, rainDayPreview } from '@/server/services/admin/rain-day';
import { rainDayMoveInput, rainDayPreviewInput } from '@/domain/rain-day';

/** The rain day (issue 46; services/admin/rain-day.ts): what would move, then the move. */
export const adminRainDayRouter = createTRPCRouter({
  preview: staffProcedure.input(rainDayPreviewInput).query(({ ctx, input }) => rainDayPreview(ctx.db, input)),
  /** Every delivery of the date to the new one, each customer e-mailed; audited once. */
  move: staffProcedure.input(rainDayMoveInput).mutation(({ ctx, input }) => moveRainDay(ctx.db, ctx.user.id, input)),
});
