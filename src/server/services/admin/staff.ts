// Staff accounts (ADMIN only): create with a password, change role, deactivate or reactivate,
// reset a lost second factor.
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { clearTwoFactor } from '@/server/services/two-factor';
import { queueSignInNotice } from '@/server/email/sign-in-notices';
import { wakeOutboxWorker } from '@/server/email/wake';
import { recordAudit } from './audit';
import { createStaffAccount } from '@/server/services/account-admin';
import { searchTerm } from './search-text';
import { STAFF_ROLES } from '@/domain/back-office-access';
import type { CreateStaffInput, SetRoleInput } from '@/server/trpc/routers/admin/staff-schema';

const staffSelect = { id: true, name: true, email: true, role: true, isActive: true, twoFactorEnabledAt: true, createdAt: true } as const;

/** Staff and admins, plus anyone found by e-mail (so a customer account can be promoted). */
export function listStaff(db: Db, search?: string) {
  const term = searchTerm(search);
  return db.user.findMany({
    where: term ? { email: { contains: term, mode: 'insensitive' } } : { role: { in: [...STAFF_ROLES] } },
    select: staffSelect,
    orderBy: [{ role: 'desc' }, { email: 'asc' }],
    take: 100,
  });
}

/** A new staff or admin account made by an admin (an address already in use is refused). */
export async function createStaff(db: Db, actorId: string, input: CreateStaffInput) {
  const { id } = await createStaffAccount(db, input, { actorId, existing: 'refuse' });
  return db.user.findUniqueOrThrow({ where: { id }, select: staffSelect });
}

/** Admins cannot lock themselves out: their own role and activity are not editable here. */
function refuseSelf(actorId: string, userId: string) {
  if (actorId === userId) throw new AppError('BAD_REQUEST', 'admin:staff.errors.self');
}

export async function setRole(db: Db, actorId: string, input: SetRoleInput) {
  refuseSelf(actorId, input.id);
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: input.id }, select: { role: true } });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    // A role change ends the user's sessions, so the new rights apply from the next sign-in.
    const after = await tx.user.update({ where: { id: input.id }, data: { role: input.role, sessionVersion: { increment: 1 } }, select: staffSelect });
    await recordAudit(tx, { actorId, action: 'user.role', entityType: 'User', entityId: input.id, before, after: { role: after.role } });
    return after;
  });
}

export async function setActive(db: Db, actorId: string, input: { id: string; isActive: boolean }) {
  refuseSelf(actorId, input.id);
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: input.id }, select: { isActive: true } });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    const after = await tx.user.update({
      where: { id: input.id },
      // Bumping the session version signs a deactivated user out everywhere at once.
      data: { isActive: input.isActive, ...(input.isActive ? {} : { sessionVersion: { increment: 1 } }) },
      select: staffSelect,
    });
    await recordAudit(tx, { actorId, action: input.isActive ? 'user.reactivate' : 'user.deactivate', entityType: 'User', entityId: input.id, before, after: { isActive: after.isActive } });
    return after;
  });
}

/**
 * A lost phone: forgets the person's second factor and recovery codes and ends their sessions.
 * At the next sign-in (password only) staff and admins are sent to set it up again.
 */
export async function resetTwoFactor(db: Db, actorId: string, input: { id: string }) {
  if (actorId === input.id) throw new AppError('BAD_REQUEST', 'admin:staff.errors.selfTwoFactor');
  const result = await db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: input.id }, select: { twoFactorEnabledAt: true } });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    if (!before.twoFactorEnabledAt) throw new AppError('BAD_REQUEST', 'admin:staff.errors.twoFactorNotEnabled');
    await clearTwoFactor(tx, input.id, { sessionVersion: { increment: 1 } });
    await queueSignInNotice(tx, input.id, 'twoFactorOff');
    await recordAudit(tx, {
      actorId,
      action: 'user.twoFactorReset',
      entityType: 'User',
      entityId: input.id,
      before: { twoFactorEnabledAt: before.twoFactorEnabledAt },
      after: { twoFactorEnabledAt: null },
    });
    return tx.user.findUniqueOrThrow({ where: { id: input.id }, select: staffSelect });
  });
  // The person hears of it at their address.
  wakeOutboxWorker();
  return result;
}
