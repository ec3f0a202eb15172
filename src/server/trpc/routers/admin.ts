import { createTRPCRouter, staffProcedure } from '../trpc';

/** The back office. Every procedure here is staffProcedure or stricter. */
export const adminRouter = createTRPCRouter({
  /** Who is signed in to the back office (also proves the role check). */
  me: staffProcedure.query(({ ctx }) => ({ id: ctx.user.id, email: ctx.user.email, role: ctx.user.role })),
});
