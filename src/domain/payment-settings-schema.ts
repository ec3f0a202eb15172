// The owner's payment rules as /admin → Business settings sends them (issue 45). Every message is
// a translation key (business:validation.*), answered in the editor's language.
import '@/domain/zod';
import { z } from 'zod';
import { DepositMode } from './enums';
import { MAX_MONEY_CENTS } from './admin-money';

/** $1,000: a return trip costs the yard about $100 (what peers charge); more is a typing slip. */
export const MAX_RETURN_TRIP_FEE_CENTS = 100_000;

const cents = (key: string) => z.number({ error: key }).int(key).min(0, key).max(MAX_MONEY_CENTS, key);

export const paymentSettingsSchema = z
  .object({
    version: z.number().int().min(0),
    depositMode: z.enum(DepositMode, { error: 'business:validation.depositMode' }),
    depositPercent: z.number({ error: 'business:validation.depositPercent' }).int('business:validation.depositPercent').min(0, 'business:validation.depositPercent').max(100, 'business:validation.depositPercent'),
    depositFixedCents: cents('business:validation.depositFixed'),
    depositThresholdCents: cents('business:validation.money'),
    sodAlwaysDeposit: z.boolean(),
    /** null: the balance is due at delivery. */
    balanceDueDays: z.number({ error: 'business:validation.balanceDueDays' }).int('business:validation.balanceDueDays').min(1, 'business:validation.balanceDueDays').max(60, 'business:validation.balanceDueDays').nullable(),
    palletDepositCents: z.number({ error: 'business:validation.palletDeposit' }).int('business:validation.palletDeposit').min(0, 'business:validation.palletDeposit').max(100_00, 'business:validation.palletDeposit'),
    creditReturnedPallets: z.boolean(),
    /** Charged when the driver could not deliver at the site (issue 46); 0: none. */
    returnTripFeeCents: z.number({ error: 'business:validation.returnTripFee' }).int('business:validation.returnTripFee').min(0, 'business:validation.returnTripFee').max(MAX_RETURN_TRIP_FEE_CENTS, 'business:validation.returnTripFee'),
  })
  .superRefine((value, ctx) => {
    if (value.depositMode === 'PERCENT' && value.depositPercent < 1) ctx.addIssue({ code: 'custom', path: ['depositPercent'], message: 'business:validation.depositPercent' });
    if (value.depositMode === 'FIXED' && value.depositFixedCents < 1) ctx.addIssue({ code: 'custom', path: ['depositFixedCents'], message: 'business:validation.depositFixed' });
  });

export type PaymentSettingsInput = z.output<typeof paymentSettingsSchema>;
