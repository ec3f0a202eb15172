// Member tiers kept by staff in /admin → Memberships (issue "Member pricing that pays off"):
// name, discount and optional volume discounts per category; versioned and audited.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import type { VolumeRule } from '@/domain/member-pricing';
import { assertUpdated, recordAudit } from './admin/audit';
import { readVolumeRules } from './member-pricing';
import type { TierInput } from '@/server/trpc/routers/admin/member-schemas';

export async function listTiers(db: Db) {
  const [tiers, categories, members] = await Promise.all([
    db.memberTier.findMany({
      select: { id: true, name: true, discountBasisPoints: true, volumeRules: true, version: true },
      orderBy: [{ sortOrder: 'asc' }, { discountBasisPoints: 'asc' }],
    }),
    db.category.findMany({ select: { key: true, nameEn: true, nameEs: true }, orderBy: { sortOrder: 'asc' } }),
    db.membershipApplication.groupBy({ by: ['tierId'], where: { status: 'APPROVED' }, _count: { _all: true } }),
  ]);
  const count = new Map(members.map((m) => [m.tierId, m._count._all]));
  return { tiers: tiers.map((t) => ({ ...t, volumeRules: readVolumeRules(t.volumeRules), members: count.get(t.id) ?? 0 })), categories };
}

async function checkCategories(tx: Prisma.TransactionClient, rules: readonly VolumeRule[]) {
  const keys = new Set((await tx.category.findMany({ select: { key: true } })).map((c) => c.key));
  if (rules.some((r) => !keys.has(r.category))) throw new AppError('BAD_REQUEST', 'members:errors.unknownCategory');
  if (new Set(rules.map((r) => r.category)).size !== rules.length) throw new AppError('BAD_REQUEST', 'members:errors.categoryTwice');
}

export async function saveTier(db: Db, actorId: string, input: TierInput) {
  return db.$transaction(async (tx) => {
    await checkCategories(tx, input.volumeRules);
    const data = { name: input.name, discountBasisPoints: input.discountBasisPoints, volumeRules: input.volumeRules as unknown as Prisma.InputJsonValue };
    const after = { name: input.name, discountBasisPoints: input.discountBasisPoints, volumeRules: input.volumeRules };
    if (!input.id) {
      const last = await tx.memberTier.aggregate({ _max: { sortOrder: true } });
      const tier = await tx.memberTier.create({ data: { ...data, sortOrder: (last._max.sortOrder ?? 0) + 1 }, select: { id: true, version: true } });
      await recordAudit(tx, { actorId, action: 'memberTier.create', entityType: 'MemberTier', entityId: tier.id, after });
      return tier;
    }
    const before = await tx.memberTier.findUnique({ where: { id: input.id }, select: { name: true, discountBasisPoints: true, volumeRules: true } });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    assertUpdated(await tx.memberTier.updateMany({ where: { id: input.id, version: input.version ?? -1 }, data: { ...data, version: { increment: 1 } } }));
    await recordAudit(tx, { actorId, action: 'memberTier.update', entityType: 'MemberTier', entityId: input.id, before, after });
    return tx.memberTier.findUniqueOrThrow({ where: { id: input.id }, select: { id: true, version: true } });
  });
}
