// Resending from /admin really sends again: a sent message becomes a new outbox row (a new
// idempotency key), a failed one is queued with a fresh retry budget. Reading a message in /admin
// never shows an account link's one-time token.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';

function outboxRow(status: 'SENT' | 'FAILED', attempts: number) {
  return db.emailOutbox.create({
    data: { to: 'resend@example.test', template: 'lead-confirmation', language: 'es', payload: { leadId: randomUUID(), name: 'R' }, status, attempts, sentAt: status === 'SENT' ? new Date() : null },
  });
}

describe('admin outbox resend', () => {
  it('copies a sent message into a new pending row and leaves the sent one as it was', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const sent = await outboxRow('SENT', 1);
    const result = await staff.admin.outbox.resend({ id: sent.id });
    expect(result.id).not.toBe(sent.id);
    const copy = await db.emailOutbox.findUniqueOrThrow({ where: { id: result.id } });
    expect(copy).toMatchObject({ status: 'PENDING', attempts: 0, to: sent.to, template: sent.template, language: 'es', payload: sent.payload });
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('queues a failed message now with its attempts reset, so it gets the full retry schedule', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const failed = await outboxRow('FAILED', 8);
    const result = await staff.admin.outbox.resend({ id: failed.id });
    expect(result.id).toBe(failed.id);
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: failed.id } });
    expect(row.status).toBe('PENDING');
    expect(row.attempts).toBe(0);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('shows staff a password-reset message without its token, and resending still sends the working link', async () => {
    const customer = await createUser('CUSTOMER');
    await callerAs(null, { ip: '203.0.113.40' }).account.requestPasswordReset({ email: customer.email });
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: customer.email, template: 'password-reset' }, orderBy: { createdAt: 'desc' } });
    const storedUrl = (row.payload as { url: string }).url;
    const token = new URL(storedUrl).searchParams.get('reset');
    expect(token?.length).toBeGreaterThan(20);

    const staff = callerAs(await createUser('STAFF'));
    const shown = await staff.admin.outbox.get({ id: row.id });
    expect(JSON.stringify(shown)).not.toContain(token);
    expect((shown.payload as { url: string }).url).toMatch(/\/auth\?reset=$/);
    expect(shown.rendered?.text).toContain('/auth?reset=');

    await db.emailOutbox.update({ where: { id: row.id }, data: { status: 'SENT', sentAt: new Date() } });
    const copy = await staff.admin.outbox.resend({ id: row.id });
    const resent = await db.emailOutbox.findUniqueOrThrow({ where: { id: copy.id } });
    expect((resent.payload as { url: string }).url).toBe(storedUrl);
  });
});
