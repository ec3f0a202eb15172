// Two-step verification of the signed-in person's own account (services/two-factor.ts). Open to
// every signed-in role: staff and admins must be able to enroll before the back office lets them in.
import { confirmSetupInput, disableTwoFactorInput, regenerateRecoveryCodesInput, startSetupInput } from '@/domain/two-factor';
import { confirmSetup, disableTwoFactor, regenerateRecoveryCodes, startSetup, twoFactorStatus } from '@/server/services/two-factor';
import { createTRPCRouter, protectedProcedure } from '../trpc';

export const twoFactorRouter = createTRPCRouter({
  status: protectedProcedure.query(({ ctx }) => twoFactorStatus(ctx.db, ctx.user)),

  /** After the password: the new secret, its otpauth:// URI and QR code, shown once. */
  startSetup: protectedProcedure.input(startSetupInput).mutation(({ ctx, input }) => startSetup(ctx.db, ctx.user, input, ctx)),

  /** Turns it on; returns the recovery codes (shown once) and a token for this browser's new session. */
  confirmSetup: protectedProcedure.input(confirmSetupInput).mutation(({ ctx, input }) => confirmSetup(ctx.db, ctx.user, input, ctx)),

  regenerateRecoveryCodes: protectedProcedure
    .input(regenerateRecoveryCodesInput)
    .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx.db, ctx.user, input, ctx)),

  /** Customers only. */
  disable: protectedProcedure.input(disableTwoFactorInput).mutation(({ ctx, input }) => disableTwoFactor(ctx.db, ctx.user, input, ctx)),
});
