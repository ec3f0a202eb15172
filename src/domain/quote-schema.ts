// What a customer sends to save a quote: only product ids, quantities, units, one-way miles and
// the language. Prices are never accepted from the browser; the server prices the quote itself.
// Messages are translation keys (quote:validation.*), translated by the API's error formatter.
import '@/domain/zod';
import { z } from 'zod';
import { QUOTE_LIMITS, QUOTE_PATTERNS } from './quote-limits';
import { Fulfilment, Language, QuoteUnit } from './enums';
import { text } from './input-schema';

export const quoteLineInputSchema = z.object({
  productId: text('quote:validation.productRequired').trim().min(1, 'quote:validation.productRequired').max(QUOTE_LIMITS.maxIdLength, 'quote:validation.productUnknown'),
  quantity: z
    .number({ error: 'quote:validation.quantityWhole' })
    .int('quote:validation.quantityWhole')
    .min(1, 'quote:validation.quantityMin')
    .max(QUOTE_LIMITS.maxQuantity, 'quote:validation.quantityMax'),
  unit: z.enum(QuoteUnit, { error: 'quote:validation.unit' }),
});
export type QuoteLineInput = z.infer<typeof quoteLineInputSchema>;

/** 10 to 20 characters with at least 10 digits, or empty (not given). */
const quotePhone = text('quote:validation.phone')
  .trim()
  .max(20, 'quote:validation.phone')
  .refine((phone) => phone === '' || (phone.match(/\d/g)?.length ?? 0) >= 10, 'quote:validation.phone');

export const saveQuoteInputSchema = z
  .object({
    lines: z
      .array(quoteLineInputSchema, { error: 'quote:validation.linesRequired' })
      .min(1, 'quote:validation.linesRequired')
      .max(QUOTE_LIMITS.maxLines, 'quote:validation.linesMax'),
    fulfilment: z.enum(Fulfilment, { error: 'quote:validation.fulfilment' }),
    /** The delivery ZIP code; may be null for pickup. */
    zip: text('quote:validation.zip').regex(QUOTE_PATTERNS.zip, 'quote:validation.zip').nullable(),
    /** One-way miles the customer typed ("I know my distance"); null: estimated from the ZIP code. */
    typedMiles: z
      .number({ error: 'quote:validation.milesWhole' })
      .int('quote:validation.milesWhole')
      .min(0, 'quote:validation.milesWhole')
      .max(QUOTE_LIMITS.maxMiles, 'quote:validation.milesMax')
      .nullable(),
    requestedDate: text('quote:validation.date').regex(QUOTE_PATTERNS.date, 'quote:validation.date'),
    language: z.enum(Language, { error: 'quote:validation.language' }),
    /** The sod installed by the crew (asked for; staff call with its price). Only a quote with sod keeps it. */
    installation: z.boolean({ error: 'quote:validation.installation' }).optional(),
    /** A phone for the staff to call about the quote (optional): stored on the quote, shown in their notice. */
    phone: quotePhone.optional(),
  })
  .refine((input) => input.fulfilment === 'PICKUP' || input.zip !== null, { path: ['zip'], message: 'quote:validation.zip' });

export type SaveQuoteInput = z.infer<typeof saveQuoteInputSchema>;

export const quoteIdSchema = z.object({ id: text('quote:validation.quoteId').uuid('quote:validation.quoteId') });
