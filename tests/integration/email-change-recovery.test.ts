// Issue 42, finding 2: a pending e-mail change survived recovery. Someone who knows the password
// asks to move the account to their own address; the holder heard nothing, and after changing or
// even resetting the password, the token sent to the attacker's address still moved the account.
// Now the address the account has is told at once (in the account's language, with a link that
// stops the change), and a new password, a reset, a new address or a change of two-step
// verification ends every pending token of the account and every other session.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TRPCError } from '@trpc/server';
import { authorizeSignIn } from '@/server/auth/credentials';
import { hashPassword } from '@/server/auth/password';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { authLinkIn, emailFor } from './support/mailbox';
import { codeFor, enrollTwoFactor } from './support/two-factor';

const PASSWORD = 'quiet-meadow-71';
const ip = () => `203.0.113.${Math.floor(Math.random() * 200) + 1}`;

async function holder() {
  return db.user.create({
    data: { email: `holder-${randomUUID()}@example.test`, name: 'Rosa', role: 'CUSTOMER', language: 'es', emailVerified: new Date(), passwordHash: await hashPassword(PASSWORD) },
    select: { id: true, email: true, role: true, name: true, sessionVersion: true },
  });
}

async function errorKeyOf(promise: Promise<unknown>): Promise<string> {
  const error = (await promise.then(
    () => null,
    (e: TRPCError) => e,
  )) as TRPCError | null;
  if (!error) throw new Error('expected the call to fail');
  return (error.cause as { messageKey?: string } | undefined)?.messageKey ?? error.message;
}

type Holder = Awaited<ReturnType<typeof holder>>;

/** The attacker, signed in with the known password, asks to move the account to their address; returns the link token they receive. */
async function attackerAsksForChange(user: Holder) {
  const attackerEmail = `mallory-${randomUUID()}@example.test`;
  await callerAs(user, { ip: ip() }).signInSettings.requestEmailChange({ email: attackerEmail, currentPassword: PASSWORD });
  const row = await db.emailOutbox.findFirstOrThrow({ where: { to: attackerEmail, template: 'email-change' } });
  return { attackerEmail, changeToken: authLinkIn((await emailFor(row.id))!).searchParams.get('changeEmail')! };
}

async function attackerConfirms(changeToken: string) {
  return errorKeyOf(callerAs(null, { ip: ip() }).signInSettings.confirmEmailChange({ token: changeToken }));
}

describe('a pending e-mail change and recovery', () => {
  it('tells the address the account has at once, in the account’s language, with a link that stops the change', async () => {
    const user = await holder();
    const { changeToken } = await attackerAsksForChange(user);
    const notice = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: 'email-change-requested' } });
    expect(notice.language).toBe('es');
    expect(JSON.stringify(notice.payload)).not.toMatch(/[0-9a-f]{64}/);
    const mail = (await emailFor(notice.id))!;
    expect(mail.subject).toMatch(/^Alguien pidió cambiar el correo/);
    expect(mail.text).toContain('m•••@example.test');
    const stop = authLinkIn(mail).searchParams.get('cancelEmailChange')!;

    await expect(callerAs(null, { ip: ip() }).signInSettings.cancelEmailChange({ token: stop })).resolves.toEqual({ cancelled: true });
    expect(await attackerConfirms(changeToken)).toBe('auth:errors.linkInvalid');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    // Whoever asked had a session: it ends too.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBeGreaterThan(user.sessionVersion);
    expect(await db.auditLog.count({ where: { actorId: user.id, action: 'auth.email.changeCancelled' } })).toBe(1);
    // The link works once.
    expect(await errorKeyOf(callerAs(null, { ip: ip() }).signInSettings.cancelEmailChange({ token: stop }))).toBe('auth:errors.linkInvalid');
  });

  it('a second change asked for does not void the first notice’s stop link: it stops both', async () => {
    const user = await holder();
    const first = await attackerAsksForChange(user);
    const firstNotice = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: 'email-change-requested' }, orderBy: { createdAt: 'asc' } });
    const stop = authLinkIn((await emailFor(firstNotice.id))!).searchParams.get('cancelEmailChange')!;
    const second = await attackerAsksForChange(user);
    const secondNotice = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: 'email-change-requested', id: { not: firstNotice.id } } });
    await emailFor(secondNotice.id);

    await expect(callerAs(null, { ip: ip() }).signInSettings.cancelEmailChange({ token: stop })).resolves.toEqual({ cancelled: true });
    expect(await attackerConfirms(first.changeToken)).toBe('auth:errors.linkInvalid');
    expect(await attackerConfirms(second.changeToken)).toBe('auth:errors.linkInvalid');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it('a password change ends the pending change, reset and sign-in links, and an unsent change link', async () => {
    const user = await holder();
    const { changeToken } = await attackerAsksForChange(user);
    // A second request whose e-mail has not gone out yet.
    const later = `mallory-${randomUUID()}@example.test`;
    await callerAs(user, { ip: ip() }).signInSettings.requestEmailChange({ email: later, currentPassword: PASSWORD });
    await callerAs(null).account.requestPasswordReset({ email: user.email });
    const resetRow = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: 'password-reset' } });
    const resetToken = authLinkIn((await emailFor(resetRow.id))!).searchParams.get('reset')!;

    await callerAs(user, { ip: ip() }).signInSettings.changePassword({ currentPassword: PASSWORD, password: 'my-new-garden-88', confirmPassword: 'my-new-garden-88' });
    expect(await attackerConfirms(changeToken)).toBe('auth:errors.linkInvalid');
    expect(await db.emailOutbox.count({ where: { to: later, template: 'email-change', status: 'PENDING' } })).toBe(0);
    expect(await errorKeyOf(callerAs(null, { ip: ip() }).account.resetPassword({ token: resetToken, password: 'attacker-pw-991', confirmPassword: 'attacker-pw-991' }))).toBe('auth:errors.linkInvalid');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it('a password reset ends the pending change (before, the attacker then owned the account through a reset)', async () => {
    const user = await holder();
    const { changeToken } = await attackerAsksForChange(user);
    await callerAs(null).account.requestPasswordReset({ email: user.email });
    const resetRow = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: 'password-reset' } });
    const token = authLinkIn((await emailFor(resetRow.id))!).searchParams.get('reset')!;
    await callerAs(null, { ip: ip() }).account.resetPassword({ token, password: 'after-the-reset-5', confirmPassword: 'after-the-reset-5' });
    expect(await attackerConfirms(changeToken)).toBe('auth:errors.linkInvalid');
    await expect(authorizeSignIn(db, { email: user.email, password: 'after-the-reset-5' }, { ip: ip() })).resolves.toMatchObject({ id: user.id });
  });

  it('turning two-step verification off ends the pending change and every other session; this browser signs in again', async () => {
    const user = await holder();
    const secret = await enrollTwoFactor(user.id);
    const { changeToken } = await attackerAsksForChange(user);
    const before = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion;
    const { signInToken } = await callerAs(user, { ip: ip() }).twoFactor.disable({ password: PASSWORD, code: codeFor(secret) });
    expect(await attackerConfirms(changeToken)).toBe('auth:errors.linkInvalid');
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBeGreaterThan(before);
    await expect(authorizeSignIn(db, { signInToken }, { ip: ip() })).resolves.toMatchObject({ id: user.id });
  });

  it('a new address ends the pending tokens of the old one', async () => {
    const user = await holder();
    await callerAs(null).account.requestPasswordReset({ email: user.email });
    const resetRow = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email, template: 'password-reset' } });
    const resetToken = authLinkIn((await emailFor(resetRow.id))!).searchParams.get('reset')!;
    const { changeToken } = await attackerAsksForChange(user);
    await callerAs(null, { ip: ip() }).signInSettings.confirmEmailChange({ token: changeToken });
    expect(await errorKeyOf(callerAs(null, { ip: ip() }).account.resetPassword({ token: resetToken, password: 'attacker-pw-991', confirmPassword: 'attacker-pw-991' }))).toBe('auth:errors.linkInvalid');
  });
});
