// The command that creates or promotes staff accounts (scripts/user-create.ts).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOrPromoteStaff } from '@/server/services/account-admin';
import { authorizeSignIn } from '@/server/auth/credentials';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { codeFor } from './support/two-factor';

const client = () => ({ ip: `cli-${randomUUID()}` });

describe('createOrPromoteStaff', () => {
  it('creates a confirmed admin who can sign in, sets up two-step verification, then uses staff procedures', async () => {
    const email = `Owner-${randomUUID()}@Example.test`;
    const result = await createOrPromoteStaff(db, { email, role: 'ADMIN', name: 'Owner', password: 'a long admin password' });
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
    await createOrPromoteStaff(db, { email, role: 'STAFF', password: 'first password!' });
    await db.user.update({ where: { email }, data: { role: 'CUSTOMER', emailVerified: null } });
    const result = await createOrPromoteStaff(db, { email, role: 'STAFF' });
    expect(result.created).toBe(false);
    await expect(authorizeSignIn(db, { email, password: 'first password!' }, client())).resolves.toMatchObject({ role: 'STAFF' });
  });

  it('refuses a short password and a new account without one', async () => {
    await expect(createOrPromoteStaff(db, { email: `x-${randomUUID()}@example.test`, role: 'ADMIN', password: 'short' })).rejects.toThrow(/at least 12 characters/);
    await expect(createOrPromoteStaff(db, { email: `y-${randomUUID()}@example.test`, role: 'ADMIN' })).rejects.toThrow(/needs a password/);
  });
});
