// The command that creates or promotes staff accounts (scripts/user-create.ts).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStaffAccount, type StaffAccountInput } from '@/server/services/account-admin';
import { AppError } from '@/server/errors';
import { translate } from '@/server/i18n/translate';
import { authorizeSignIn } from '@/server/auth/credentials';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { codeFor } from './support/two-factor';

const client = () => ({ ip: `cli-${randomUUID()}` });
/** As `npm run user:create` calls it. */
const fromCommandLine = (input: StaffAccountInput) => createStaffAccount(db, input, { actorId: null, existing: 'promote' });
/** The English message the command line prints for a refusal. */
const printed = (promise: Promise<unknown>) => promise.then(
  () => '',
  (error: unknown) => (error instanceof AppError ? translate('en', error.messageKey, error.values) : String(error)),
);

describe('staff accounts from the command line (npm run user:create)', () => {
  it('creates a confirmed admin who can sign in, sets up two-step verification, then uses staff procedures', async () => {
    const email = `Owner-${randomUUID()}@Example.test`;
    const result = await fromCommandLine({ email, role: 'ADMIN', name: 'Owner', password: 'a long admin password' });
    expect(result.created).toBe(true);
    const user = await authorizeSignIn(db, { email, password: 'a long admin password' }, client());
    expect(user).toMatchObject({ role: 'ADMIN', email: email.toLowerCase() });
    const caller = callerAs({ id: user!.id, email: user!.email, role: user!.role });
    // Until the second factor is on, the back office answers with what to do.
    await expect(caller.admin.me()).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'auth:twoFactor.errors.setupRequired' });
    const { secret } = await caller.twoFactor.startSetup({ password: 'a long admin password' });
    await caller.twoFactor.confirmSetup({ code: codeFor(secret) });
    await expect(caller.admin.me()).resolves.toMatchObject({ role: 'ADMIN' });
  });

  it('promotes an existing customer, keeping the password when none is given', async () => {
    const email = `customer-${randomUUID()}@example.test`;
    await fromCommandLine({ email, role: 'STAFF', password: 'first password!' });
    await db.user.update({ where: { email }, data: { role: 'CUSTOMER', emailVerified: null } });
    const result = await fromCommandLine({ email, role: 'STAFF' });
    expect(result.created).toBe(false);
    await expect(authorizeSignIn(db, { email, password: 'first password!' }, client())).resolves.toMatchObject({ role: 'STAFF' });
  });

  it('refuses a short password and a new account without one', async () => {
    expect(await printed(fromCommandLine({ email: `x-${randomUUID()}@example.test`, role: 'ADMIN', password: 'short' }))).toMatch(/at least 12 characters/);
    expect(await printed(fromCommandLine({ email: `y-${randomUUID()}@example.test`, role: 'ADMIN' }))).toBe('A new account needs a password.');
  });

  it('records who was created or promoted in the audit log, as the back office does', async () => {
    const email = `audited-${randomUUID()}@example.test`;
    const { id } = await fromCommandLine({ email, role: 'STAFF', password: 'a long staff password' });
    await fromCommandLine({ email, role: 'ADMIN' });
    const entries = await db.auditLog.findMany({ where: { entityId: id }, orderBy: { createdAt: 'asc' }, select: { action: true, actorId: true, after: true } });
    expect(entries).toEqual([
      { action: 'user.create', actorId: null, after: { email, name: null, role: 'STAFF' } },
      { action: 'user.role', actorId: null, after: { role: 'ADMIN', passwordChanged: false } },
    ]);
    // The back office, by contrast, never takes over an existing account.
    const admin = await fromCommandLine({ email: `admin-${randomUUID()}@example.test`, role: 'ADMIN', password: 'a long admin password' });
    await expect(createStaffAccount(db, { email, role: 'STAFF', password: 'another long password' }, { actorId: admin.id, existing: 'refuse' })).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'admin:staff.errors.emailTaken' });
  });
});
