// Input of the member-pricing decisions and tiers (issue "Member pricing that pays off").
import { z } from 'zod';
import { MAX_MEMBER_DISCOUNT_BASIS_POINTS } from '@/domain/member-pricing';
import { ApplicationStatus } from '@/domain/enums';
import { id, requiredText, uuid, version } from './schemas';

const basisPoints = z
  .number({ message: 'members:validation.percent' })
  .int('members:validation.percent')
  .min(0, 'members:validation.percent')
  .max(MAX_MEMBER_DISCOUNT_BASIS_POINTS, 'members:validation.percent');

export const decisionInput = z
  .object({
    id: uuid,
    version,
    /** The status the application moves to. */
    decision: z.enum([ApplicationStatus.APPROVED, ApplicationStatus.DECLINED, ApplicationStatus.REVOKED]),
    /** Required for an approval. */
    tierId: id.nullish(),
    note: requiredText(2000),
  })
  .refine((input) => input.decision !== 'APPROVED' || Boolean(input.tierId), { path: ['tierId'], message: 'members:errors.tierRequired' });
export type DecisionInput = z.output<typeof decisionInput>;
export type MemberDecision = DecisionInput['decision'];

export const volumeRule = z.object({
  category: id,
  minQuantity: z.number({ message: 'members:validation.threshold' }).int('members:validation.threshold').min(1, 'members:validation.threshold').max(1_000_000, 'members:validation.threshold'),
  discountBasisPoints: basisPoints,
});

export const tierInput = z.object({
  /** Absent: a new tier. */
  id: id.optional(),
  version: version.optional(),
  name: requiredText(80),
  discountBasisPoints: basisPoints,
  volumeRules: z.array(volumeRule).max(20, 'admin:validation.tooMany'),
});
export type TierInput = z.output<typeof tierInput>;
