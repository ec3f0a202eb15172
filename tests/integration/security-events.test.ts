// Sign-in and account-security events in the audit log (issue 24, finding 10; ASVS 7.2.1): who,
// when, from which address and what happened, never a password, code or token; admins read them
// in /admin → Audit, filtered by event; staff do not see them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorizeSignIn } from '@/server/auth/credentials';
import { hashPassword } from '@/server/auth/password';
import { SIGN_IN_LIMITS } from '@/server/auth/rate-limits';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { codeFor, enrollTwoFactor, STEP_MS } from './support/two-factor';
import { authLinkIn, emailFor } from './support/mailbox';

const PASSWORD = 'quiet-meadow-71';

async function account(role: 'CUSTOMER' | 'STAFF' | 'ADMIN' = 'CUSTOMER') {
  return db.user.create({
    data: { email: `events-${randomUUID()}@example.test`, name: 'Eve', role, emailVerified: new Date(), passwordHash: await hashPassword(PASSWORD) },
    select: { id: true, email: true, role: true },
  });
}

async function eventsOf(entityId: string) {
  return db.auditLog.findMany({ where: { entityType: 'Account', entityId }, orderBy: { createdAt: 'asc' } });
}

const ip = () => `198.51.100.${Math.floor(Math.random() * 200) + 1}`;

describe('sign-in events (finding 10)', () => {
  it('records a success and a wrong password with who, when and the address, and no secret', async () => {
    const user = await account();
    const from = ip();
    await expect(authorizeSignIn(db, { email: user.email, password: 'wrong-password-1' }, { ip: from })).resolves.toBeNull();
    await expect(authorizeSignIn(db, { email: user.email, password: PASSWORD }, { ip: from })).resolves.toMatchObject({ id: user.id });
    const events = await eventsOf(user.id);
    expect(events.map((e) => e.action)).toEqual(['auth.signIn.failure', 'auth.signIn.success']);
    for (const event of events) {
      expect(event.actorId).toBe(user.id);
      expect(event.after).toMatchObject({ ip: from, email: user.email });
      expect(Date.now() - event.createdAt.getTime()).toBeLessThan(60_000);
      expect(JSON.stringify(event)).not.toMatch(/wrong-password-1|quiet-meadow|argon2/);
    }
    expect(events[0]!.after).toMatchObject({ reason: 'credentials' });
  });

  it('records a failure for an address with no account, without an actor', async () => {
    const email = `nobody-${randomUUID()}@example.test`;
    await authorizeSignIn(db, { email, password: 'anything-at-all' }, { ip: ip() });
    const [event] = await eventsOf(email);
    expect(event).toMatchObject({ action: 'auth.signIn.failure', actorId: null });
    expect(JSON.stringify(event)).not.toContain('anything-at-all');
  });

  it('records a wrong second-step code and a lockout once per window, however many attempts follow', async () => {
    const user = await account('STAFF');
    const secret = await enrollTwoFactor(user.id);
    const from = ip();
    const wrongCode = codeFor(secret, Date.now() + 10 * STEP_MS);
    await expect(authorizeSignIn(db, { email: user.email, password: PASSWORD, code: wrongCode }, { ip: from })).rejects.toThrow();
    // Past the 15-minute limit of this account from this address, short of the longer ones.
    for (let i = 0; i < SIGN_IN_LIMITS.perPair + 2; i++) await authorizeSignIn(db, { email: user.email, password: 'wrong-password-2' }, { ip: from }).catch(() => null);
    const actions = (await eventsOf(user.id)).map((e) => e.action);
    expect(actions[0]).toBe('auth.signIn.failure');
    expect(actions.filter((a) => a === 'auth.signIn.locked')).toHaveLength(1);
    const events = await eventsOf(user.id);
    expect(events[0]!.after).toMatchObject({ reason: 'secondFactor' });
    expect(JSON.stringify(events)).not.toContain(wrongCode);
  });

  it('records a reset request and the reset, and two-step verification turned on, new codes and off', async () => {
    const user = await account();
    const from = ip();
    const anonymous = callerAs(null, { ip: from });
    await anonymous.account.requestPasswordReset({ email: user.email });
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: 'password-reset' }, orderBy: { createdAt: 'desc' } });
    const token = authLinkIn((await emailFor(row.id))!).searchParams.get('reset')!;
    await anonymous.account.resetPassword({ token, password: PASSWORD, confirmPassword: PASSWORD });

    const me = callerAs(user, { ip: from });
    const { secret } = await me.twoFactor.startSetup({ password: PASSWORD });
    await me.twoFactor.confirmSetup({ code: codeFor(secret) });
    const { recoveryCodes } = await me.twoFactor.regenerateRecoveryCodes({ code: codeFor(secret, Date.now() + STEP_MS) });
    await me.twoFactor.disable({ password: PASSWORD, code: recoveryCodes[0]! });

    const events = await eventsOf(user.id);
    const resetRequest = await eventsOf(user.email);
    expect(resetRequest.map((e) => e.action)).toEqual(['auth.password.resetRequested']);
    expect(resetRequest[0]!.after).toMatchObject({ ip: from });
    expect(events.map((e) => e.action)).toEqual(['auth.password.reset', 'auth.twoFactor.enabled', 'auth.twoFactor.recoveryCodes', 'auth.twoFactor.disabled']);
    expect(events.every((e) => e.actorId === user.id && (e.after as { ip?: string }).ip === from)).toBe(true);
    expect(JSON.stringify([...events, ...resetRequest])).not.toContain(token);
    expect(JSON.stringify(events)).not.toContain(secret);
    expect(JSON.stringify(events)).not.toContain(recoveryCodes[0]!);
  });
});

describe('reading them in /admin → Audit', () => {
  it('lets an admin filter by event, and keeps them from staff', async () => {
    const user = await account();
    await authorizeSignIn(db, { email: user.email, password: 'wrong-password-3' }, { ip: ip() });
    const admin = callerAs(await createUser('ADMIN'));
    const failures = await admin.admin.audit.list({ action: 'auth.signIn.failure', entityId: user.id, page: 1, pageSize: 50 });
    expect(failures.rows.map((r) => r.action)).toEqual(['auth.signIn.failure']);
    expect((await admin.admin.audit.list({ action: 'auth.signIn.success', entityId: user.id, page: 1, pageSize: 50 })).total).toBe(0);
    expect((await admin.admin.audit.filters()).entityTypes).toContain('Account');

    const staff = callerAs(await createUser('STAFF'));
    expect((await staff.admin.audit.list({ entityId: user.id, page: 1, pageSize: 50 })).total).toBe(0);
    expect((await staff.admin.audit.list({ entityType: 'Account', page: 1, pageSize: 50 })).total).toBe(0);
    const staffOptions = await staff.admin.audit.filters();
    expect(staffOptions.entityTypes).not.toContain('Account');
    expect(staffOptions.actors.map((a) => a.id)).not.toContain(user.id);
    expect((await admin.admin.audit.filters()).actors.map((a) => a.id)).toContain(user.id);
  });
});
