// Changing how one signs in (issue 24, finding 6; ASVS 2.1.5, 2.2.3, 3.3.3): a new password needs
// the current one, follows the password policy and ends every other session; a new e-mail
// address changes only once the link sent to it is opened; each change (and a reset, and
// two-step verification on or off) e-mails the account holder in their language, to the old
// address for an e-mail change, and is recorded among the audit log's security events.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TRPCError } from '@trpc/server';
import { authorizeSignIn } from '@/server/auth/credentials';
import { hashPassword } from '@/server/auth/password';
import { refreshSessionToken, SessionRevokedError } from '@/server/auth/session-check';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { authLinkIn, deliver, emailFor } from './support/mailbox';
import { codeFor, enrollTwoFactor } from './support/two-factor';

const PASSWORD = 'quiet-meadow-71';
const ip = () => `203.0.113.${Math.floor(Math.random() * 200) + 1}`;

async function account(options: { role?: 'CUSTOMER' | 'STAFF' | 'ADMIN'; language?: 'en' | 'es' } = {}) {
  return db.user.create({
    data: {
      email: `settings-${randomUUID()}@example.test`,
      name: 'Rosa',
      role: options.role ?? 'CUSTOMER',
      language: options.language ?? 'en',
      emailVerified: new Date(),
      passwordHash: await hashPassword(PASSWORD),
    },
    select: { id: true, email: true, role: true, name: true, sessionVersion: true },
  });
}

async function errorKeyOf(promise: Promise<unknown>): Promise<string> {
  const error = (await promise.then(
    () => null,
    (e: TRPCError) => e,
  )) as TRPCError | null;
  if (!error) throw new Error('expected the call to fail');
  const cause = error.cause as { messageKey?: string; issues?: { message: string }[] } | undefined;
  return cause?.messageKey ?? cause?.issues?.[0]?.message ?? error.message;
}

async function noticesTo(email: string) {
  return db.emailOutbox.findMany({ where: { to: email, template: 'sign-in-changed' }, orderBy: { createdAt: 'asc' } });
}

async function actionsOf(userId: string) {
  return (await db.auditLog.findMany({ where: { entityType: 'Account', actorId: userId }, orderBy: { createdAt: 'asc' } })).map((e) => e.action);
}

describe('changing the password while signed in', () => {
  it('asks for the current password, applies the policy, and changes nothing when refused', async () => {
    const user = await account();
    const me = callerAs(user, { ip: ip() });
    expect(await errorKeyOf(me.signInSettings.changePassword({ currentPassword: 'not-my-password', password: 'fresh-gravel-88', confirmPassword: 'fresh-gravel-88' }))).toBe(
      'security:errors.currentPasswordWrong',
    );
    expect(await errorKeyOf(me.signInSettings.changePassword({ currentPassword: PASSWORD, password: 'Sunshine2024', confirmPassword: 'Sunshine2024' }))).toBe('auth:validation.passwordCommon');
    expect(await errorKeyOf(me.signInSettings.changePassword({ currentPassword: PASSWORD, password: 'short7', confirmPassword: 'short7' }))).toBe('auth:validation.passwordTooShort');
    expect(await errorKeyOf(me.signInSettings.changePassword({ currentPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD }))).toBe('security:errors.passwordUnchanged');
    await expect(authorizeSignIn(db, { email: user.email, password: PASSWORD }, { ip: ip() })).resolves.toMatchObject({ id: user.id });
    expect(await noticesTo(user.email)).toHaveLength(0);

    const staff = await account({ role: 'STAFF' });
    expect(await errorKeyOf(callerAs(staff).signInSettings.changePassword({ currentPassword: PASSWORD, password: 'k9#qzw7p-xy', confirmPassword: 'k9#qzw7p-xy' }))).toBe(
      'auth:validation.passwordTooShort',
    );
  });

  it('ends every session, signs this browser in again with a one-time token, e-mails the holder and records it', async () => {
    const user = await account({ language: 'es' });
    const otherDevice = await refreshSessionToken(db, {}, user);
    const { signInToken } = await callerAs(user, { ip: ip() }).signInSettings.changePassword({
      currentPassword: PASSWORD,
      password: 'fresh-gravel-88',
      confirmPassword: 'fresh-gravel-88',
    });
    await expect(refreshSessionToken(db, otherDevice, undefined)).rejects.toBeInstanceOf(SessionRevokedError);
    await expect(authorizeSignIn(db, { signInToken }, { ip: ip() })).resolves.toMatchObject({ id: user.id });
    await expect(authorizeSignIn(db, { email: user.email, password: PASSWORD }, { ip: ip() })).resolves.toBeNull();
    await expect(authorizeSignIn(db, { email: user.email, password: 'fresh-gravel-88' }, { ip: ip() })).resolves.toMatchObject({ id: user.id });

    const [notice] = await noticesTo(user.email);
    expect(notice).toMatchObject({ language: 'es', payload: { change: 'password', name: 'Rosa' } });
    const sent = (await emailFor(notice!.id))!;
    expect(sent.subject).toBe('Se cambió su contraseña de Magnolia Sod & Stone');
    expect(sent.text).toContain('se cerró la sesión en todos los demás dispositivos');
    expect(authLinkIn(sent).searchParams.get('forgot')).toBe('1');
    expect(await actionsOf(user.id)).toContain('auth.password.changed');
  });
});

describe('changing the e-mail address', () => {
  it('changes it only when the link sent to the new address is opened, and tells the old address', async () => {
    const user = await account();
    const newEmail = `moved-${randomUUID()}@example.test`;
    const me = callerAs(user, { ip: ip() });
    expect(await errorKeyOf(me.signInSettings.requestEmailChange({ email: newEmail, currentPassword: 'nope-nope-nope' }))).toBe('security:errors.currentPasswordWrong');
    expect(await errorKeyOf(me.signInSettings.requestEmailChange({ email: user.email.toUpperCase(), currentPassword: PASSWORD }))).toBe('security:errors.emailUnchanged');

    await expect(me.signInSettings.requestEmailChange({ email: ` ${newEmail.toUpperCase()} `, currentPassword: PASSWORD })).resolves.toEqual({ email: newEmail });
    // Nothing changed yet, and the queued e-mail holds no link.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: newEmail, template: 'email-change' } });
    expect(JSON.stringify(row.payload)).not.toMatch(/[0-9a-f]{64}/);

    const link = authLinkIn((await emailFor(row.id))!);
    const token = link.searchParams.get('changeEmail')!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    // Opened anywhere (it proves the new address), even signed out.
    await expect(callerAs(null).signInSettings.confirmEmailChange({ token })).resolves.toEqual({ email: newEmail });
    expect(await errorKeyOf(callerAs(null).signInSettings.confirmEmailChange({ token }))).toBe('auth:errors.linkInvalid');

    await expect(authorizeSignIn(db, { email: newEmail, password: PASSWORD }, { ip: ip() })).resolves.toMatchObject({ id: user.id });
    await expect(authorizeSignIn(db, { email: user.email, password: PASSWORD }, { ip: ip() })).resolves.toBeNull();
    // Every session of the account ends with the change (issue 42, finding 2): it signs in again with the new address.
    await expect(refreshSessionToken(db, { sub: user.id, sv: user.sessionVersion, authTime: Date.now(), seenAt: Date.now(), email: user.email }, undefined)).rejects.toThrow(SessionRevokedError);

    const [notice] = await noticesTo(user.email);
    expect(notice?.payload).toMatchObject({ change: 'email', newEmail: 'm•••@example.test' });
    expect((await emailFor(notice!.id))!.text).toContain('now signs in with m•••@example.test instead of this address');
    expect(await actionsOf(user.id)).toEqual(expect.arrayContaining(['auth.email.changeRequested', 'auth.email.changed']));
    const changed = await db.auditLog.findFirstOrThrow({ where: { actorId: user.id, action: 'auth.email.changed' } });
    expect(changed.after).toMatchObject({ previousEmail: user.email, newEmail });
  });

  it('answers the same for an address that has an account, and sends it nothing', async () => {
    const user = await account();
    const taken = await account();
    await expect(callerAs(user, { ip: ip() }).signInSettings.requestEmailChange({ email: taken.email, currentPassword: PASSWORD })).resolves.toEqual({ email: taken.email });
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: taken.email, template: 'email-change' } });
    expect(await deliver([row.id])).toEqual([]);
    expect(await db.emailOutbox.count({ where: { id: row.id } })).toBe(0);
  });
});

describe('notices after other sign-in changes', () => {
  it('a password reset, and two-step verification turned on and off, each e-mail the holder', async () => {
    const user = await account();
    await callerAs(null).account.requestPasswordReset({ email: user.email });
    const resetRow = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: 'password-reset' } });
    const token = authLinkIn((await emailFor(resetRow.id))!).searchParams.get('reset')!;
    await callerAs(null, { ip: ip() }).account.resetPassword({ token, password: 'after-the-reset-5', confirmPassword: 'after-the-reset-5' });

    const secret = await enrollTwoFactor(user.id);
    await callerAs(user, { ip: ip() }).twoFactor.disable({ password: 'after-the-reset-5', code: codeFor(secret) });
    expect((await noticesTo(user.email)).map((n) => (n.payload as { change: string }).change)).toEqual(['passwordReset', 'twoFactorOff']);

    const admin = await account({ role: 'ADMIN' });
    const staff = await account({ role: 'STAFF' });
    await enrollTwoFactor(staff.id);
    await enrollTwoFactor(admin.id);
    await callerAs(admin).admin.staff.resetTwoFactor({ id: staff.id });
    expect((await noticesTo(staff.email)).map((n) => (n.payload as { change: string }).change)).toEqual(['twoFactorOff']);
  });
});
