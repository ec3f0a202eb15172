// What staff send to build a quote for someone on the phone (issue 22): the caller's name, phone,
// e-mail (optional), language and delivery terms, and lines as the calculator makes them, each
// optionally priced by hand with the reason (audited).
import '@/domain/zod';
import { z } from 'zod';
import { text } from './input-schema';
import { quoteLineInputSchema, saveQuoteInputSchema } from './quote-schema';
import { phoneSchema } from './order-schema';
import { dropSiteFields } from './drop-site';

export const callerLineSchema = quoteLineInputSchema.extend({
  /** A price per unit set by hand (cents); null: the price book's. */
  unitPriceCents: z.number({ error: 'orders:validation.price' }).int('orders:validation.price').min(0, 'orders:validation.price').max(10_000_000, 'orders:validation.price').nullable(),
  priceReason: text('orders:validation.priceReason').trim().max(300, 'orders:validation.priceReasonTooLong'),
});

export const callerQuoteInput = saveQuoteInputSchema
  .safeExtend({
    lines: z.array(callerLineSchema, { error: 'quote:validation.linesRequired' }).min(1, 'quote:validation.linesRequired').max(50, 'quote:validation.linesMax'),
    name: text('orders:validation.name').trim().min(1, 'orders:validation.name').max(100, 'orders:validation.nameTooLong'),
    phone: phoneSchema,
    email: text('orders:validation.email').trim().toLowerCase().max(254, 'orders:validation.email').refine((v) => v === '' || z.email().safeParse(v).success, 'orders:validation.email'),
    /** Where to drop, as the caller describes it (issue 46); no waiver: the customer accepts it by name when accepting. Ignored for a pickup. */
    dropSite: dropSiteFields.optional(),
  })
  .refine((input) => input.lines.every((line) => line.unitPriceCents === null || line.priceReason.length >= 3), { path: ['lines'], message: 'orders:validation.priceReason' });
export type CallerQuoteInput = z.infer<typeof callerQuoteInput>;
