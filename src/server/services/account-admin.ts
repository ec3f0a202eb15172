// Creating or promoting staff and admin accounts from the command line (scripts/user-create.ts),
// so the first admin exists without editing the database by hand.
import type { Db } from '@/server/db/client';
import { normalizeEmail } from '@/domain/email';
import { checkPassword } from '@/server/auth/common-passwords';
import { translate } from '@/server/i18n/translate';
import { hashPassword } from '@/server/auth/password';

export type StaffRole = 'STAFF' | 'ADMIN';

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

/**
 * Creates a confirmed, active account with the role, or gives an existing account the role (and
 * confirms and reactivates it). A changed password ends the account's existing sessions.
 */
export async function createOrPromoteStaff(db: Db, input: StaffAccountInput): Promise<{ id: string; created: boolean }> {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an e-mail address: ${input.email}`);
  if (input.password !== undefined) {
    const problem = staffPasswordProblem(input.password, input.role);
    if (problem) throw new Error(problem);
  }
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const existing = await db.user.findUnique({ where: { email }, select: { id: true, emailVerified: true } });
  if (!existing) {
    if (!passwordHash) throw new Error('A new account needs a password.');
    const user = await db.user.create({
      data: { email, name: input.name ?? null, role: input.role, passwordHash, emailVerified: new Date() },
      select: { id: true },
    });
    return { id: user.id, created: true };
  }
  await db.user.update({
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
  return { id: existing.id, created: false };
}
