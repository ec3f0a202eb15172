// The public forms: contact message and member-pricing application.
import { contactInputSchema, membershipInputSchema } from '@/domain/lead-schemas';
import { submitContact } from '@/server/services/leads';
import { submitMembership } from '@/server/services/membership';
import { createTRPCRouter, publicProcedure } from '../trpc';

export const leadRouter = createTRPCRouter({
  contact: publicProcedure
    .input(contactInputSchema)
    .mutation(({ ctx, input }) => submitContact(ctx.db, input, { lang: ctx.lang, ip: ctx.ip })),
  membership: publicProcedure
    .input(membershipInputSchema)
    .mutation(({ ctx, input }) => submitMembership(ctx.db, input, { lang: ctx.lang, ip: ctx.ip })),
});
