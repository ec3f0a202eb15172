// Input of the member-pricing decisions and tiers (issue "Member pricing that pays off").
import { z } from 'zod';
import { MAX_MEMBER_DISCOUNT_BASIS_POINTS } from '@/domain/member-pricing';
import { id, requiredText, uuid, version } from './schemas';

const basisPoints = z
  .number({ message: 'membership:validation.percent' })
  .int('membership:validation.percent')
  .min(0, 'membership:validation.percent')
  .max(MAX_MEMBER_DISCOUNT_BASIS_POINTS, 'membership:validation.percent');

export const decisionInput = z
  .object({
    id: uuid,
    version,
    decision: z.enum(['APPROVED', 'DECLINED', 'REVOKED']),
    tierId: id.nullish(),
    note: requiredText(2000),
  })
  .refine((input) => input.decision !== 'APPROVED' || Boolean(input.tierId), { path: ['tierId'], message: 'membership:errors.tierRequired' });

export const volumeRule = z.object({
  category: id,
  minQuantity: z.number({ message: 'membership:validation.threshold' }).int('membership:validation.threshold').min(1, 'membership:validation.threshold').max(1_000_000, 'membership:validation.threshold'),
  discountBasisPoints: basisPoints,
});

export const tierInput = z.object({
  id: id.optional(),
  version: version.optional(),
  name: requiredText(80),
  discountBasisPoints: basisPoints,
  volumeRules: z.array(volumeRule).max(20, 'admin:validation.tooMany'),
});
