// Sign-up, e-mail confirmation and password reset (services/accounts.ts). Signing in and out
// go through NextAuth at /api/auth.
import { z } from 'zod';
import { createTRPCRouter, publicProcedure } from '../trpc';
import { emailOnlyInput, linkToken, resetPasswordInput, signUpInput } from '@/domain/account-rules';
import { confirmEmail, requestPasswordReset, resendConfirmation, resetPassword, signUp, type AccountClient } from '@/server/services/accounts';
import { browserCookies } from '@/server/http/browser-cookie';
import type { Context } from '../context';
import { refuseCommonPassword } from '@/server/auth/common-passwords';

/** The caller as the account services see it, with its browser's cookies. */
const client = (ctx: Context): AccountClient => ({ ip: ctx.ip, lang: ctx.lang, browser: browserCookies(ctx.req, ctx.res) });

export const accountRouter = createTRPCRouter({
  /** Also marks this browser (a cookie), which its confirmation link then signs in. */
  signUp: publicProcedure.input(signUpInput.superRefine(refuseCommonPassword)).mutation(({ ctx, input }) => signUp(ctx.db, input, client(ctx))),

  resendConfirmation: publicProcedure.input(emailOnlyInput).mutation(({ ctx, input }) => resendConfirmation(ctx.db, input, ctx)),

  /** Returns a one-time token for signIn('credentials', { signInToken }) to the browser that signed up; null elsewhere. */
  confirmEmail: publicProcedure.input(z.object({ token: linkToken })).mutation(({ ctx, input }) => confirmEmail(ctx.db, input, client(ctx))),

  requestPasswordReset: publicProcedure.input(emailOnlyInput).mutation(({ ctx, input }) => requestPasswordReset(ctx.db, input, ctx)),

  /** Returns a one-time token for signIn('credentials', { signInToken }). */
  resetPassword: publicProcedure.input(resetPasswordInput.superRefine(refuseCommonPassword)).mutation(({ ctx, input }) => resetPassword(ctx.db, input, ctx)),
});
