// Staff accounts guard the price book: their passwords must be long and not common. Two admins
// adding the same address at once get one account and a clear refusal, not an error.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TRPCError } from '@trpc/server';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';

describe('creating a staff account', () => {
  it('refuses a common password, whatever its case, and one under 12 characters, and stores no account', async () => {
    const admin = callerAs(await createUser('ADMIN'), { lang: 'es' });
    const email = `common-${randomUUID()}@example.test`;
    const error = await admin.admin.staff.create({ email, name: 'New Staff', password: 'Password1234', role: 'STAFF' }).catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain('auth:validation.passwordCommon');
    // A customer's minimum (8) is not enough for staff: the same policy, the role's minimum.
    const short = await admin.admin.staff.create({ email, name: 'New Staff', password: 'k9#qzw7p-xy', role: 'ADMIN' }).catch((e: unknown) => e);
    expect(String((short as Error).message)).toContain('auth:validation.passwordTooShort');
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it('accepts a long, uncommon one', async () => {
    const admin = callerAs(await createUser('ADMIN'));
    const email = `fine-${randomUUID()}@example.test`;
    await admin.admin.staff.create({ email, name: 'New Staff', password: 'gravel-path-under-oaks', role: 'STAFF' });
    expect(await db.user.count({ where: { email, role: 'STAFF' } })).toBe(1);
  });
});

describe('driver accounts (issue 46)', () => {
  it('are made by an admin under the staff password rules, listed with the staff and audited; their role changes as staff roles do', async () => {
    const adminUser = await createUser('ADMIN');
    const admin = callerAs(adminUser);
    const email = `driver-${randomUUID()}@example.test`;
    // A driver opens the back office too: 12 characters at least and not common, as for staff.
    const short = await admin.admin.staff.create({ email, name: 'Luis Driver', password: 'k9#qzw7p-xy', role: 'DRIVER' }).catch((e: unknown) => e);
    expect(String((short as Error).message)).toContain('auth:validation.passwordTooShort');
    const common = await admin.admin.staff.create({ email, name: 'Luis Driver', password: 'Password1234', role: 'DRIVER' }).catch((e: unknown) => e);
    expect(String((common as Error).message)).toContain('auth:validation.passwordCommon');
    expect(await db.user.count({ where: { email } })).toBe(0);

    const driver = await admin.admin.staff.create({ email, name: 'Luis Driver', password: 'gravel-path-under-oaks', role: 'DRIVER' });
    expect(driver).toMatchObject({ email, role: 'DRIVER', isActive: true, twoFactorEnabledAt: null });
    expect((await admin.admin.staff.list({})).map((u) => u.id)).toContain(driver.id);
    expect(await db.auditLog.findFirst({ where: { entityId: driver.id, action: 'user.create' }, select: { actorId: true, after: true } })).toEqual({ actorId: adminUser.id, after: { email, name: 'Luis Driver', role: 'DRIVER' } });

    expect(await admin.admin.staff.setRole({ id: driver.id, role: 'STAFF' })).toMatchObject({ role: 'STAFF' });
    expect(await admin.admin.staff.setRole({ id: driver.id, role: 'DRIVER' })).toMatchObject({ role: 'DRIVER' });
    // Staff cannot make one.
    const byStaff = await callerAs(await createUser('STAFF')).admin.staff.create({ email: `x-${email}`, name: 'X', password: 'gravel-path-under-oaks', role: 'DRIVER' }).catch((e: TRPCError) => e.code);
    expect(byStaff).toBe('FORBIDDEN');
  });
});

describe('creating the same account twice at once', () => {
  it('creates one and answers the other CONFLICT with the usual message', async () => {
    const admin = callerAs(await createUser('ADMIN'));
    const email = `twice-${randomUUID()}@example.test`;
    const input = { email, name: 'New Staff', password: 'gravel-path-under-oaks', role: 'STAFF' as const };
    const answers = await Promise.all([0, 1, 2].map(() => admin.admin.staff.create(input).then(() => 'OK', (e: TRPCError) => `${e.code} ${e.message}`)));
    expect(answers.filter((a) => a === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a !== 'OK')).toEqual(['CONFLICT admin:staff.errors.emailTaken', 'CONFLICT admin:staff.errors.emailTaken']);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });
});
