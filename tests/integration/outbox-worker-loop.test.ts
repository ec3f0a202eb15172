// The long-running outbox worker after a burst: it keeps sending until nothing due is left,
// instead of sending one bounded pass and then waiting for the next poll.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startOutboxWorker, type RunningWorker } from '@/server/email/worker-loop';
import type { EmailTransport } from '@/server/email/transport';
import { db } from './support/db';

let worker: RunningWorker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

describe('outbox worker loop', () => {
  it('sends a burst bigger than one pass without waiting for the next poll, each message once', async () => {
    const ids = Array.from({ length: 230 }, () => randomUUID());
    await db.emailOutbox.createMany({
      data: ids.map((id, i) => ({
        id,
        to: `burst-${i}@example.test`,
        template: 'lead-confirmation',
        language: 'en' as const,
        payload: { leadId: randomUUID(), name: `Visitor ${i}` },
      })),
    });
    const sent: string[] = [];
    const transport: EmailTransport = {
      name: 'counting',
      async send(email) {
        sent.push(email.id);
        return { providerMessageId: `test_${email.id}` };
      },
    };
    // The poll is a minute away: only passes started at once can send all 230 within the test.
    worker = startOutboxWorker(db, { transport, from: 'Test <mail@example.test>', ids, intervalMs: 60_000 });
    const deadline = Date.now() + 20_000;
    while (sent.length < ids.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await worker.stop();
    expect(sent.length).toBe(ids.length);
    expect(new Set(sent).size).toBe(ids.length);
    expect(await db.emailOutbox.count({ where: { id: { in: ids }, status: 'SENT' } })).toBe(ids.length);
  });
});
