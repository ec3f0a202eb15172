// Input schemas shared by the back-office routers. Messages are translation keys. Every string is
// built on `text()` and every date on `date()` (domain/input-schema), so nothing PostgreSQL cannot
// hold (a NUL character, a date in 200,000 BC) gets past validation.
import { z } from 'zod';
import { MAX_MONEY_CENTS, salePriceIssue } from '@/domain/admin-money';
import { date, text } from '@/domain/input-schema';

export { text };

export const id = text().min(1).max(64);
/** A record id; a malformed one cannot exist, so it reads as not found. */
export const uuid = text().uuid('common:errors.notFound');
export const version = z.number().int().min(0);
export const cents = z.number({ message: 'admin:validation.moneyFormat' }).int('admin:validation.moneyFormat').min(0, 'admin:validation.moneyNegative').max(MAX_MONEY_CENTS, 'admin:validation.moneyTooLarge');
export const shortText = (max: number) => text().trim().max(max, 'admin:validation.tooLong');
export const requiredText = (max: number) => text().trim().min(1, 'admin:validation.required').max(max, 'admin:validation.tooLong');
export const featureList = z.array(requiredText(200)).max(20, 'admin:validation.tooMany');

export const page = z.object({ page: z.number().int().min(1).max(100_000).default(1), pageSize: z.number().int().min(5).max(100).default(25) });

export const dateRange = z.object({ from: date().optional(), to: date().optional() });
export const search = text().trim().max(100).optional();
/** An exact-match filter value (a source page, an entity type or id). */
export const filterValue = (max: number) => text().max(max).optional();

/** A sale price must be below the list price (or empty). */
export function withSaleRule<T extends z.ZodType<{ listPriceCents: number | null; salePriceCents: number | null }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const issue = salePriceIssue(value.listPriceCents, value.salePriceCents);
    if (issue) ctx.addIssue({ code: 'custom', path: ['salePriceCents'], message: issue });
  });
}
