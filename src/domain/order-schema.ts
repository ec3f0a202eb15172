// What a customer sends to accept a quote or cancel an order, and what staff send to move one.
// Messages are translation keys (orders:validation.*), translated by the API's error formatter.
import '@/domain/zod';
import { z } from 'zod';
import { text } from './input-schema';
import { ORDER_STATUSES } from './order-states';
import { dropSiteInput } from './drop-site';

export const ORDER_LIMITS = { street: 200, city: 80, siteNotes: 1000, phoneMax: 20, phoneMinDigits: 10, reason: 500, truck: 80 } as const;

const quoteId = text('orders:validation.quoteId').uuid('orders:validation.quoteId');
/** A link token: 64 hex characters (anything else is a wrong link). */
export const quoteLinkToken = text('orders:link.invalid').regex(/^[0-9a-f]{64}$/, 'orders:link.invalid');
const isoDate = text('orders:validation.date').regex(/^\d{4}-\d{2}-\d{2}$/, 'orders:validation.date');

export const phoneSchema = text('orders:validation.phone')
  .trim()
  .max(ORDER_LIMITS.phoneMax, 'orders:validation.phone')
  .refine((phone) => (phone.match(/\d/g)?.length ?? 0) >= ORDER_LIMITS.phoneMinDigits, 'orders:validation.phone');

export const acceptQuoteInput = z.object({
  quoteId,
  requestedDate: isoDate,
  /** The delivery address; empty for a pickup quote. */
  street: text('orders:validation.street').trim().max(ORDER_LIMITS.street, 'orders:validation.streetTooLong'),
  city: text('orders:validation.city').trim().max(ORDER_LIMITS.city, 'orders:validation.cityTooLong'),
  zip: text('orders:validation.zip').trim().regex(/^(\d{5})?$/, 'orders:validation.zip'),
  siteNotes: text('orders:validation.siteNotes').trim().max(ORDER_LIMITS.siteNotes, 'orders:validation.siteNotesTooLong'),
  phone: phoneSchema,
  /** Where and how to drop the load, and the off-pavement waiver (domain/drop-site.ts); left out: the caller's quote's, else the driveway. Ignored for a pickup. */
  dropSite: dropSiteInput.optional(),
  /** The total the customer saw: a quote changed since (staff corrected it) is shown again first. */
  expectedTotalCents: z.number({ error: 'orders:validation.total' }).int('orders:validation.total').min(0, 'orders:validation.total').max(2_147_483_647, 'orders:validation.total'),
});
export type AcceptQuoteInput = z.infer<typeof acceptQuoteInput>;

export const cancelOrderInput = z.object({
  quoteId,
  reason: text('orders:validation.reason').trim().max(ORDER_LIMITS.reason, 'orders:validation.reasonTooLong'),
});
export type CancelOrderInput = z.infer<typeof cancelOrderInput>;

export const quoteIdInput = z.object({ quoteId });
export const linkInput = z.object({ quoteId, token: quoteLinkToken });
export const linkAcceptInput = acceptQuoteInput.extend({ token: quoteLinkToken });
export const linkCancelInput = cancelOrderInput.extend({ token: quoteLinkToken });

/** A staff move; SCHEDULED needs a date and window, CANCELLED a reason, OUT_FOR_DELIVERY before the date an override reason (checked by the service). */
export const moveOrderInput = z.object({
  id: text('orders:validation.orderId').uuid('orders:validation.orderId'),
  version: z.number({ error: 'orders:validation.version' }).int('orders:validation.version').min(1, 'orders:validation.version'),
  to: z.enum(ORDER_STATUSES, { error: 'orders:validation.status' }),
  deliveryDate: isoDate.optional(),
  windowStart: z.number({ error: 'orders:validation.window' }).int('orders:validation.window').min(0, 'orders:validation.window').max(1440, 'orders:validation.window').optional(),
  windowEnd: z.number({ error: 'orders:validation.window' }).int('orders:validation.window').min(0, 'orders:validation.window').max(1440, 'orders:validation.window').optional(),
  /** The driver or a note for the load (free text; before issue 46 it named the truck). */
  truck: text('orders:validation.truck').trim().max(ORDER_LIMITS.truck, 'orders:validation.truckTooLong').optional(),
  /** The truck that carries it (issue 46): required for a delivery once trucks are kept, refused for a pickup. */
  truckId: text('orders:trucks.errors.unknown').uuid('orders:trucks.errors.unknown').nullish(),
  /** The driver who delivers it (issue 46): an active DRIVER account, checked by the service; none: no driver yet. */
  driverId: text('orders:drivers.errors.unknown').min(1, 'orders:drivers.errors.unknown').max(64, 'orders:drivers.errors.unknown').nullish(),
  reason: text('orders:validation.reason').trim().max(ORDER_LIMITS.reason, 'orders:validation.reasonTooLong').optional(),
  /** Why the load leaves before its delivery date (out for delivery early); without it the server refuses. */
  overrideReason: text('orders:validation.reason').trim().max(ORDER_LIMITS.reason, 'orders:validation.reasonTooLong').optional(),
  /** Why the order is scheduled before its required deposit is paid (issue 45); without it the server refuses. */
  depositOverrideReason: text('orders:validation.reason').trim().max(ORDER_LIMITS.reason, 'orders:validation.reasonTooLong').optional(),
});
export type MoveOrderInput = z.infer<typeof moveOrderInput>;
