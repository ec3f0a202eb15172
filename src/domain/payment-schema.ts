// What staff send to the order's ledger (issue 45): amounts in integer cents (the form reads what
// was typed with typed-money.ts), an idempotency key made when the form opens, so a double click
// or two staff saving the same payment make one row. Messages are translation keys.
import '@/domain/zod';
import { z } from 'zod';
import { text } from './input-schema';
import { MAX_MONEY_CENTS } from './admin-money';
import { PaymentMethod } from './enums';

export const PAYMENT_LIMITS = { reference: 120, reason: 500, pallets: 1000 } as const;

const orderId = text('orders:validation.orderId').uuid('orders:validation.orderId');
const idempotencyKey = text('orders:payments.validation.key').uuid('orders:payments.validation.key');
const reference = text('orders:payments.validation.reference').trim().max(PAYMENT_LIMITS.reference, 'orders:payments.validation.reference');

export const ledgerInput = z.object({ orderId });

export const recordEntryInput = z.object({
  orderId,
  kind: z.enum(['PAYMENT', 'REFUND'], { error: 'orders:payments.validation.kind' }),
  amountCents: z.number({ error: 'orders:payments.errors.amountNotPositive' }).int('orders:payments.errors.amountNotPositive').min(1, 'orders:payments.errors.amountNotPositive').max(MAX_MONEY_CENTS, 'orders:payments.validation.amount'),
  method: z.enum(PaymentMethod, { error: 'orders:payments.validation.method' }),
  reference,
  idempotencyKey,
});
export type RecordEntryInput = z.infer<typeof recordEntryInput>;

export const palletCreditInput = z.object({
  orderId,
  pallets: z.number({ error: 'orders:payments.validation.pallets' }).int('orders:payments.validation.pallets').min(1, 'orders:payments.validation.pallets').max(PAYMENT_LIMITS.pallets, 'orders:payments.validation.pallets'),
  reference,
  idempotencyKey,
});
export type PalletCreditInput = z.infer<typeof palletCreditInput>;

export const reverseEntryInput = z.object({
  orderId,
  paymentId: text('orders:payments.validation.row').uuid('orders:payments.validation.row'),
  reason: text('orders:payments.validation.reason').trim().min(1, 'orders:payments.validation.reason').max(PAYMENT_LIMITS.reason, 'orders:payments.validation.reason'),
  idempotencyKey,
});
export type ReverseEntryInput = z.infer<typeof reverseEntryInput>;
