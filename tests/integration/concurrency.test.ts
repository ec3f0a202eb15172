// Many visitors sending the contact form at the same moment: every one is stored exactly once,
// each with its two e-mails, and a retried submission (same idempotency key) counts once.
import { randomUUID } from 'node:crypto';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { appRouter } from '@/server/trpc/root';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { validContact } from './lead-support';

/** A contact stores the visitor's confirmation and the business notification (services/leads.ts). */
const EMAILS_PER_CONTACT = 2;
const SUBMISSIONS = 200;

/** Distinct documentation addresses, so the per-address rate limit is not what is tested. */
const ipFor = (i: number) => `198.51.${Math.floor(i / 250)}.${i % 250}`;

/** The outcome of one submission: 200, or the status with the error and its cause (to diagnose). */
type Outcome = { status: number; error?: string };

/** POSTs lead.contact over HTTP the way the browser does (tRPC's fetch adapter, superjson body). */
async function postContact(input: unknown, ip: string): Promise<Outcome> {
  let error: string | undefined;
  const res = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: new Request('http://localhost/api/trpc/lead.contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(superjson.serialize(input)),
    }),
    router: appRouter,
    createContext: () => ({ db, session: null, lang: 'en' as const, ip }),
    onError: ({ error: e }) => {
      error = `${e.code}: ${e.message} ${e.cause ? String(e.cause).slice(0, 300) : ''}`;
    },
  });
  return res.status === 200 ? { status: 200 } : { status: res.status, error };
}

/** The same through the router (createCaller). */
function callContact(input: Parameters<ReturnType<typeof callerAs>['lead']['contact']>[0], ip: string): Promise<Outcome> {
  return callerAs(null, { ip })
    .lead.contact(input)
    .then(
      () => ({ status: 200 }),
      (e: { code?: string; message?: string; cause?: unknown }) => ({ status: 0, error: `${e.code}: ${e.message} ${String(e.cause ?? '').slice(0, 300)}` }),
    );
}

async function leadsOf(tag: string) {
  return db.lead.findMany({
    where: { email: { startsWith: `${tag}-` } },
    select: { id: true, email: true, idempotencyKey: true, _count: { select: { outbox: true } } },
  });
}

describe('concurrent contact submissions', () => {
  it(`${SUBMISSIONS} at once store ${SUBMISSIONS} leads, each once, each with its e-mails`, async () => {
    const tag = `concurrent-${randomUUID()}`;
    const inputs = Array.from({ length: SUBMISSIONS }, (_, i) => validContact({ email: `${tag}-${i}@example.test` }));

    // Half through the router, half over HTTP (tRPC's fetch handler), all in flight together.
    const answers = await Promise.all(inputs.map((input, i) => (i % 2 ? postContact(input, ipFor(i)) : callContact(input, ipFor(i)))));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);

    const leads = await leadsOf(tag);
    expect(leads).toHaveLength(SUBMISSIONS);
    expect(new Set(leads.map((l) => l.email)).size).toBe(SUBMISSIONS);
    expect(leads.map((l) => l.idempotencyKey).sort()).toEqual(inputs.map((i) => i.idempotencyKey).sort());
    expect(leads.filter((l) => l._count.outbox !== EMAILS_PER_CONTACT)).toEqual([]);
    const outboxRows = await db.emailOutbox.count({ where: { leadId: { in: leads.map((l) => l.id) } } });
    expect(outboxRows).toBe(SUBMISSIONS * EMAILS_PER_CONTACT);
  });

  it('the same submission fired 20 times at once (one idempotency key) is stored once', async () => {
    const tag = `retried-${randomUUID()}`;
    const input = validContact({ email: `${tag}-0@example.test` });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? postContact(input, ipFor(i)) : callContact(input, ipFor(i)))),
    );

    const leads = await leadsOf(tag);
    expect(leads).toHaveLength(1);
    expect(leads[0]!._count.outbox).toBe(EMAILS_PER_CONTACT);
    // The visitor's retries all hear "received": none fails, none is told to wait.
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  });
});
