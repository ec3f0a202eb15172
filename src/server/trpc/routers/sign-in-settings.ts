// How the signed-in person signs in: password and e-mail address (services/sign-in-settings.ts).
// Open to every signed-in role, like two-step verification. Confirming a new address is public:
// the link may be opened in another browser; so is stopping a change from the old address.
import { changeEmailInput, changePasswordInput, confirmEmailChangeInput } from '@/domain/sign-in-settings';
import { cancelEmailChange, changePassword, confirmEmailChange, requestEmailChange } from '@/server/services/sign-in-settings';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc';

export const signInSettingsRouter = createTRPCRouter({
  /** Ends every session; returns a one-time token for this browser's new one. */
  changePassword: protectedProcedure.input(changePasswordInput).mutation(({ ctx, input }) => changePassword(ctx.db, ctx.user, input, ctx)),

  /** E-mails a link to the new address; nothing changes until it is opened. */
  requestEmailChange: protectedProcedure.input(changeEmailInput).mutation(({ ctx, input }) => requestEmailChange(ctx.db, ctx.user, input, ctx)),

  confirmEmailChange: publicProcedure.input(confirmEmailChangeInput).mutation(({ ctx, input }) => confirmEmailChange(ctx.db, input, ctx)),

  /** The link sent to the account's address when a change is asked for: stops it and ends every session (issue 42). */
  cancelEmailChange: publicProcedure.input(confirmEmailChangeInput).mutation(({ ctx, input }) => cancelEmailChange(ctx.db, input, ctx)),
});
