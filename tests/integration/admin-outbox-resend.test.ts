// Resending from /admin really sends again: a sent message becomes a new outbox row (a new
// idempotency key), a failed one is queued with a fresh retry budget.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { acceptedOrder } from './support/orders';

function outboxRow(status: 'SENT' | 'FAILED', attempts: number, thread?: string) {
  return db.emailOutbox.create({
    data: { to: 'resend@example.test', template: 'lead-confirmation', language: 'es', payload: { leadId: randomUUID(), name: 'R' }, status, attempts, sentAt: status === 'SENT' ? new Date() : null, thread },
  });
}

describe('admin outbox resend', () => {
  it('copies a sent message into a new pending row and leaves the sent one as it was', async () => {
    const staff = callerAs(await createUser('STAFF'));
    // Of an order's thread: the copy keeps its place in it, so it never overtakes what the order still has waiting.
    const thread = `order:${randomUUID()}`;
    const sent = await outboxRow('SENT', 1, thread);
    const result = await staff.admin.outbox.resend({ id: sent.id });
    expect(result.id).not.toBe(sent.id);
    const copy = await db.emailOutbox.findUniqueOrThrow({ where: { id: result.id } });
    expect(copy).toMatchObject({ status: 'PENDING', attempts: 0, to: sent.to, template: sent.template, language: 'es', payload: sent.payload, thread });
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
  it('an "accepted" e-mail sent again says the deposit due now: none once it is paid', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const { order, quote } = await acceptedOrder({ totalCents: 50_000 });
    const payload = { quoteId: quote.id, name: 'R', status: 'ACCEPTED', fulfilment: 'DELIVERY', deliveryDate: '2030-06-03', windowStart: null, windowEnd: null, truck: '', reason: null, depositDueCents: 5_000 };
    const sent = await db.emailOutbox.create({ data: { to: 'deposit@example.test', template: 'order-status', language: 'en', payload, status: 'SENT', attempts: 1, sentAt: new Date(), thread: `order:${order.id}` } });
    // No deposit is due under the rules this file runs with, or it was paid since.
    const copy = await db.emailOutbox.findUniqueOrThrow({ where: { id: (await staff.admin.outbox.resend({ id: sent.id })).id } });
    expect(copy.payload).toMatchObject({ status: 'ACCEPTED', quoteId: quote.id });
    expect(copy.payload).not.toHaveProperty('depositDueCents');
  });
  // Account e-mails shown and resent from the back office: tests/integration/account-links.test.ts.
});
