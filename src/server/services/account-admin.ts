// Creating staff and admin accounts: the one service behind /admin → Staff (new accounts only,
// by an admin) and `npm run user:create` (creates, or promotes an existing account, so the first
// admin exists without editing the database by hand). Same password policy, same audit entry.
import type { Db } from '@/server/db/client';
import { normalizeEmail } from '@/domain/email';
import type { StaffRole } from '@/domain/back-office-access';
import { checkPassword } from '@/server/auth/common-passwords';
import { translate } from '@/server/i18n/translate';
import { hashPassword } from '@/server/auth/password';
import { AppError } from '@/server/errors';
import { conflictOnDuplicate } from '@/server/db/unique';
import { recordAudit } from '@/server/services/admin/audit';

export interface StaffAccountInput {
  email: string;
  role: StaffRole;
  name?: string;
  /** Required for a new account; for an existing one, given only to change it. */
  password?: string;
}

/** What is wrong with a password for this role under the one password policy, in English (the command line's language); null when none. */
export function staffPasswordProblem(password: string, role: StaffRole): string | null {
  const problem = checkPassword(password, role);
  return problem ? translate('en', problem.key, problem.values) : null;
}

export interface StaffAccountOptions {
  /** Who creates it: an admin's id, or null for the command line. */
  actorId: string | null;
  /** An account with that e-mail already exists: give it the role (command line) or refuse (back office). */
  existing: 'promote' | 'refuse';
}

/**
 * Creates a confirmed, active account with the role (whoever creates it vouches for the address),
 * or gives an existing account the role and confirms and reactivates it. A changed password ends
 * the account's existing sessions. Audited. Refusals are AppErrors with translation keys.
 */
export async function createStaffAccount(db: Db, input: StaffAccountInput, options: StaffAccountOptions): Promise<{ id: string; created: boolean }> {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError('BAD_REQUEST', 'admin:validation.email');
  if (input.password !== undefined) {
    const problem = checkPassword(input.password, input.role);
    if (problem) throw new AppError('BAD_REQUEST', problem.key, problem.values);
  }
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const save = () =>
    db.$transaction(async (tx) => {
      const existing = await tx.user.findUnique({ where: { email }, select: { id: true, emailVerified: true, role: true } });
      if (existing && options.existing === 'refuse') throw new AppError('CONFLICT', 'admin:staff.errors.emailTaken');
      if (!existing) {
        if (!passwordHash) throw new AppError('BAD_REQUEST', 'admin:staff.errors.passwordRequired');
        const user = await tx.user.create({ data: { email, name: input.name ?? null, role: input.role, passwordHash, emailVerified: new Date() }, select: { id: true } });
        await recordAudit(tx, { actorId: options.actorId, action: 'user.create', entityType: 'User', entityId: user.id, after: { email, name: input.name ?? null, role: input.role } });
        return { id: user.id, created: true };
      }
      await tx.user.update({
        where: { id: existing.id },
        data: {
          role: input.role,
          isActive: true,
          emailVerified: existing.emailVerified ?? new Date(),
          ...(input.name ? { name: input.name } : {}),
          ...(passwordHash ? { passwordHash, sessionVersion: { increment: 1 } } : {}),
        },
        select: { id: true },
      });
      await recordAudit(tx, { actorId: options.actorId, action: 'user.role', entityType: 'User', entityId: existing.id, before: { role: existing.role }, after: { role: input.role, passwordChanged: passwordHash !== undefined } });
      return { id: existing.id, created: false };
    });
  // The same address taken at the same moment by someone else: the unique e-mail refuses it.
  return conflictOnDuplicate(save, new AppError('CONFLICT', 'admin:staff.errors.emailTaken'));
}
