// The signed-in customer's membership: their applications' status and, for an approved member,
// what their browser needs to show member prices (never in a page's static HTML).
import { createTRPCRouter, protectedProcedure } from '../trpc';
import { myApplications } from '@/server/services/member-decisions';
import { myMemberPrices } from '@/server/services/member-pricing';

export const membershipRouter = createTRPCRouter({
  mine: protectedProcedure.query(({ ctx }) => myApplications(ctx.db, ctx.user.id)),
  myPrices: protectedProcedure.query(({ ctx }) => myMemberPrices(ctx.db, ctx.user.id)),
});
