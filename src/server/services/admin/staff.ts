// Staff accounts (ADMIN only): create with a password, change role, deactivate or reactivate,
// reset a lost second factor.
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { conflictOnDuplicate } from '@/server/db/unique';
import { normalizeEmail } from '@/domain/email';
import { hashPassword } from '@/server/auth/password';
import { clearTwoFactor } from '@/server/services/two-factor';
import { recordAudit } from './audit';
import { searchTerm } from './search-text';

type RoleValue = 'CUSTOMER' | 'STAFF' | 'ADMIN';
const staffSelect = { id: true, name: true, email: true, role: true, isActive: true, twoFactorEnabledAt: true, createdAt: true } as const;

/** Staff and admins, plus anyone found by e-mail (so a customer account can be promoted). */
export function listStaff(db: Db, search?: string) {
  const term = searchTerm(search);
  return db.user.findMany({
    where: term ? { email: { contains: term, mode: 'insensitive' } } : { role: { in: ['STAFF', 'ADMIN'] } },
    select: staffSelect,
    orderBy: [{ role: 'desc' }, { email: 'asc' }],
    take: 100,
  });
}

export async function createStaff(db: Db, actorId: string, input: { email: string; name: string; password: string; role: 'STAFF' | 'ADMIN' }) {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const create = () =>
    db.$transaction(async (tx) => {
      // Created by an admin who vouches for the address, so it counts as confirmed.
      const user = await tx.user.create({ data: { email, name: input.name, role: input.role, passwordHash, emailVerified: new Date() }, select: staffSelect });
      await recordAudit(tx, { actorId, action: 'user.create', entityType: 'User', entityId: user.id, after: { email, name: input.name, role: input.role } });
      return user;
    });
  // An address already taken (or taken at the same moment by another admin): the unique e-mail refuses it.
  return conflictOnDuplicate(create, new AppError('CONFLICT', 'admin:staff.errors.emailTaken'));
}

/** Admins cannot lock themselves out: their own role and activity are not editable here. */
function refuseSelf(actorId: string, userId: string) {
  if (actorId === userId) throw new AppError('BAD_REQUEST', 'admin:staff.errors.self');
}

export async function setRole(db: Db, actorId: string, input: { id: string; role: RoleValue }) {
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
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: input.id }, select: { twoFactorEnabledAt: true } });
    if (!before) throw new AppError('NOT_FOUND', 'common:errors.notFound');
    if (!before.twoFactorEnabledAt) throw new AppError('BAD_REQUEST', 'admin:staff.errors.twoFactorNotEnabled');
    await clearTwoFactor(tx, input.id, { sessionVersion: { increment: 1 } });
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
}
