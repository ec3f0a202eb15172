// Issue 41: an order's e-mails leave in the order of its events ("on its way" never after
// "delivered"), however many workers send at once; other mail is not held up by them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enqueueEmails } from '@/server/email/outbox';
import { processOutboxBatch } from '@/server/email/worker';
import type { EmailTransport } from '@/server/email/transport';
import { db } from './support/db';

/** A provider that takes longer for the message to `slow`, recording the order messages arrive in. */
function slowFor(slow: string, arrived: string[]): EmailTransport {
  return {
    name: 'test',
    async send(email) {
      await new Promise((resolve) => setTimeout(resolve, email.to === slow ? 400 : 10));
      arrived.push(email.to);
      return { providerMessageId: null };
    },
  };
}

async function writeThread(thread: string | undefined, recipients: string[]) {
  // Written one after another, as an order's events are (each its own transaction).
  for (const to of recipients) await db.$transaction((tx) => enqueueEmails(tx, [{ to, template: 'lead-confirmation', language: 'en', payload: { leadId: randomUUID(), name: 'Rosa' }, thread }]));
  return (await db.emailOutbox.findMany({ where: { to: { in: recipients } }, select: { id: true } })).map((row) => row.id);
}

describe('a thread of e-mails', () => {
  it('is sent one at a time, in the order written, when two workers send at once', async () => {
    const tag = randomUUID().slice(0, 8);
    const recipients = [`first-${tag}@example.test`, `second-${tag}@example.test`, `third-${tag}@example.test`];
    const ids = await writeThread(`order:${tag}`, recipients);
    const arrived: string[] = [];
    const transport = slowFor(recipients[0]!, arrived);
    // Two workers claim at the same moment, one message each.
    const [a, b] = await Promise.all([
      processOutboxBatch(db, { ids, transport, batchSize: 1 }),
      processOutboxBatch(db, { ids, transport, batchSize: 1 }),
    ]);
    expect(a.claimed + b.claimed).toBe(1);
    for (let i = 0; i < 3; i++) await processOutboxBatch(db, { ids, transport, batchSize: 10 });
    expect(arrived).toEqual(recipients);
  });

  it('holds no other mail back: messages without a thread go out side by side', async () => {
    const tag = randomUUID().slice(0, 8);
    const recipients = [`one-${tag}@example.test`, `two-${tag}@example.test`];
    const ids = await writeThread(undefined, recipients);
    const arrived: string[] = [];
    const transport = slowFor(recipients[0]!, arrived);
    const [a, b] = await Promise.all([
      processOutboxBatch(db, { ids, transport, batchSize: 1 }),
      processOutboxBatch(db, { ids, transport, batchSize: 1 }),
    ]);
    expect(a.claimed + b.claimed).toBe(2);
    expect(arrived).toEqual([...recipients].reverse());
  });
});
