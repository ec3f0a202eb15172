// Staff accounts guard the price book: their passwords must be long and not common.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';

describe('creating a staff account', () => {
  it('refuses a common password, whatever its case, and stores no account', async () => {
    const admin = callerAs(await createUser('ADMIN'), { lang: 'es' });
    const email = `common-${randomUUID()}@example.test`;
    const error = await admin.admin.staff.create({ email, name: 'New Staff', password: 'Password123', role: 'STAFF' }).catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain('admin:validation.passwordCommon');
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it('accepts a long, uncommon one', async () => {
    const admin = callerAs(await createUser('ADMIN'));
    const email = `fine-${randomUUID()}@example.test`;
    await admin.admin.staff.create({ email, name: 'New Staff', password: 'gravel-path-under-oaks', role: 'STAFF' });
    expect(await db.user.count({ where: { email, role: 'STAFF' } })).toBe(1);
  });
});
