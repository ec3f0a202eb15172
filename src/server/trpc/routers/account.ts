// Sign-up, e-mail confirmation and password reset (services/accounts.ts). Signing in and out
// go through NextAuth at /api/auth.
import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../trpc';
import { emailOnlyInput, linkToken, resetPasswordInput, signUpInput } from '@/domain/account-rules';
import { confirmEmail, requestPasswordReset, resendConfirmation, resetPassword, signUp } from '@/server/services/accounts';

export const accountRouter = createTRPCRouter({
  signUp: publicProcedure.input(signUpInput).mutation(({ ctx, input }) => signUp(ctx.db, input, ctx)),

  resendConfirmation: publicProcedure.input(emailOnlyInput).mutation(({ ctx, input }) => resendConfirmation(ctx.db, input, ctx)),

  /** Returns a one-time token for signIn('credentials', { signInToken }). */
  confirmEmail: publicProcedure.input(z.object({ token: linkToken })).mutation(({ ctx, input }) => confirmEmail(ctx.db, input, ctx)),

  requestPasswordReset: publicProcedure.input(emailOnlyInput).mutation(({ ctx, input }) => requestPasswordReset(ctx.db, input, ctx)),

  /** Returns a one-time token for signIn('credentials', { signInToken }). */
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(({ ctx, input }) => resetPassword(ctx.db, input, ctx)),
});
