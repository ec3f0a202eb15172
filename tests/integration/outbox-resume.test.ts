// The e-mail worker dies in the middle of a batch; the next worker picks the batch up. Every
// message reaches the provider exactly once (deduplicated by its Idempotency-Key, as Resend
// does) and none is skipped. The provider is a local stand-in for Resend's HTTP API.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { processOutboxBatch } from '@/server/email/worker';
import { resendTransport } from '@/server/email/resend-transport';
import type { EmailTransport } from '@/server/email/transport';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { validContact } from './lead-support';

/** Every request the stand-in received, by Idempotency-Key (the body, to compare repeats). */
const requests = new Map<string, string[]>();
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    const key = String(req.headers['idempotency-key'] ?? 'none');
    requests.set(key, [...(requests.get(key) ?? []), raw]);
    res.writeHead(200, { 'content-type': 'application/json' });
    // Like Resend: a repeated key gets the first answer and delivers nothing new.
    res.end(JSON.stringify({ id: `re_${key}` }));
  });
});
let resend: EmailTransport;

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  resend = resendTransport({ apiKey: 're_test_key', baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, timeoutMs: 5000 });
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => requests.clear());

/** A row claimed by a worker that died stays SENDING; it is reclaimed after 5 minutes (worker.ts). */
const AFTER_STALE_CLAIM = 5 * 60_000 + 1000;
const FROM = 'Magnolia Test <mail@example.test>';

/** Outbox rows of `contacts` fresh contact submissions. */
async function queuedEmails(contacts: number): Promise<string[]> {
  const emails = Array.from({ length: contacts }, () => validContact({ email: `resume-${randomUUID()}@example.test` }));
  for (const input of emails) await callerAs(null).lead.contact(input);
  const rows = await db.emailOutbox.findMany({ where: { lead: { email: { in: emails.map((e) => e.email) } } }, select: { id: true } });
  return rows.map((r) => r.id);
}

/**
 * A transport that "crashes" the worker process after `sendsBefore` messages: the next send
 * never returns (the process is gone), either before the request leaves or after the provider
 * has accepted it. Nothing after that point runs, so the batch's rows stay as the crash left them.
 */
function crashingTransport(sendsBefore: number, when: 'before-request' | 'after-accepted') {
  let sends = 0;
  let crashed!: () => void;
  const crash = new Promise<void>((resolve) => (crashed = resolve));
  const transport: EmailTransport = {
    name: 'crashing',
    async send(email) {
      sends += 1;
      if (sends <= sendsBefore) return resend.send(email);
      if (when === 'after-accepted') await resend.send(email);
      crashed();
      return new Promise<never>(() => {});
    },
  };
  return { transport, crash };
}

const statuses = async (ids: string[]) =>
  Object.fromEntries(
    (await db.emailOutbox.groupBy({ by: ['status'], where: { id: { in: ids } }, _count: true })).map((g) => [g.status, g._count]),
  );

describe('the e-mail worker resumes after dying mid-batch', () => {
  for (const when of ['before-request', 'after-accepted'] as const) {
    it(`sends every message exactly once (crash ${when.replace('-', ' ')})`, async () => {
      const ids = await queuedEmails(5);
      expect(ids).toHaveLength(10);

      // The first worker claims all ten, sends three, and dies on the fourth.
      const { transport, crash } = crashingTransport(3, when);
      void processOutboxBatch(db, { ids, transport, from: FROM, batchSize: 10 });
      await crash;
      expect(await statuses(ids)).toEqual({ SENT: 3, SENDING: 7 });

      // Another worker right away leaves the dead worker's claim alone (it might still be alive).
      expect((await processOutboxBatch(db, { ids, transport: resend, from: FROM })).claimed).toBe(0);

      // Once the claim is stale, the next worker takes the rest of the batch.
      const later = () => new Date(Date.now() + AFTER_STALE_CLAIM);
      const resumed = await processOutboxBatch(db, { ids, transport: resend, from: FROM, batchSize: 10, now: later });
      expect(resumed).toMatchObject({ claimed: 7, sent: 7, retrying: 0, failed: 0 });
      expect(await statuses(ids)).toEqual({ SENT: 10 });

      // None skipped: every row reached the provider. None twice: a key seen twice (the send in
      // flight when the worker died) carried the same message, so the provider keeps one.
      expect([...requests.keys()].sort()).toEqual([...ids].sort());
      const repeated = [...requests.entries()].filter(([, bodies]) => bodies.length > 1);
      expect(repeated).toHaveLength(when === 'after-accepted' ? 1 : 0);
      for (const [, bodies] of repeated) {
        expect(bodies).toHaveLength(2);
        expect(bodies[1]).toBe(bodies[0]);
      }

      // Nothing left to do: a later pass sends nothing more.
      const muchLater = () => new Date(Date.now() + 2 * AFTER_STALE_CLAIM);
      expect((await processOutboxBatch(db, { ids, transport: resend, from: FROM, now: muchLater })).claimed).toBe(0);
    });
  }
});
