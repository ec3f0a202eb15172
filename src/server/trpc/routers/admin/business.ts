// Business settings: ADMIN only. A save rebuilds every public page (the facts are in every page's frame);
// the payment rules (issue 45) are saved apart and rebuild nothing.
import { adminProcedure, createTRPCRouter } from '../../trpc';
import { getBusinessSettings, updateBusinessSettings } from '@/server/services/business-settings';
import { rebuildAfter } from '@/server/pages/revalidation';
import { businessSettingsSchema } from './business-schema';
import { paymentSettingsSchema } from '@/domain/payment-settings-schema';
import { getPaymentSettings, updatePaymentSettings } from '@/server/services/payments/payment-settings';

export const adminBusinessRouter = createTRPCRouter({
  get: adminProcedure.query(({ ctx }) => getBusinessSettings(ctx.db)),
  update: adminProcedure.input(businessSettingsSchema).mutation(({ ctx, input }) => rebuildAfter(ctx.res, updateBusinessSettings(ctx.db, ctx.user.id, input))),
  paymentRules: adminProcedure.query(({ ctx }) => getPaymentSettings(ctx.db)),
  updatePaymentRules: adminProcedure.input(paymentSettingsSchema).mutation(({ ctx, input }) => updatePaymentSettings(ctx.db, ctx.user.id, input)),
});
