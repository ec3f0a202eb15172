// Input schemas shared by the back-office routers. Messages are translation keys.
import { z } from 'zod';
import { MAX_MONEY_CENTS, salePriceIssue } from '@/domain/admin-money';

export const id = z.string().min(1).max(64);
export const uuid = z.uuid();
export const version = z.number().int().min(0);
export const cents = z.number({ message: 'admin:validation.moneyFormat' }).int('admin:validation.moneyFormat').min(0, 'admin:validation.moneyNegative').max(MAX_MONEY_CENTS, 'admin:validation.moneyTooLarge');
export const shortText = (max: number) => z.string().trim().max(max, 'admin:validation.tooLong');
export const requiredText = (max: number) => z.string().trim().min(1, 'admin:validation.required').max(max, 'admin:validation.tooLong');
export const featureList = z.array(requiredText(200)).max(20, 'admin:validation.tooMany');

export const page = z.object({ page: z.number().int().min(1).max(100_000).default(1), pageSize: z.number().int().min(5).max(100).default(25) });

export const dateRange = z.object({ from: z.date().optional(), to: z.date().optional() });
export const search = z.string().trim().max(100).optional();

/** A sale price must be below the list price (or empty). */
export function withSaleRule<T extends z.ZodType<{ listPriceCents: number | null; salePriceCents: number | null }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const issue = salePriceIssue(value.listPriceCents, value.salePriceCents);
    if (issue) ctx.addIssue({ code: 'custom', path: ['salePriceCents'], message: issue });
  });
}
