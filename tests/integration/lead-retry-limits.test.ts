// Retries of one submission do not spend the visitor's rate limit, but cannot get around it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { validContact } from './lead-support';
import { hitRateLimits } from '@/server/rate-limit';

const codeOf = (p: Promise<unknown>) => p.then(() => 'OK', (e: unknown) => (e instanceof TRPCError ? e.code : String(e)));

describe('rate limits and idempotency keys', () => {
  it('a retried submission (same key) is answered as received without counting against the limit', async () => {
    const email = `retry-${randomUUID()}@example.test`;
    const caller = callerAs(null, { ip: `retry-${randomUUID()}` });
    const first = validContact({ email, idempotencyKey: randomUUID() });
    for (let i = 0; i < 6; i++) expect(await codeOf(caller.lead.contact(first))).toBe('OK');
    // The per-e-mail allowance (3 an hour) is untouched by those repeats: two new messages pass.
    expect(await codeOf(caller.lead.contact(validContact({ email, idempotencyKey: randomUUID() })))).toBe('OK');
    expect(await codeOf(caller.lead.contact(validContact({ email, idempotencyKey: randomUUID() })))).toBe('OK');
    expect(await db.lead.count({ where: { email } })).toBe(3);
  });

  it('a submission refused by the limit is refused again when retried with the same key', async () => {
    const email = `limited-${randomUUID()}@example.test`;
    const caller = callerAs(null, { ip: `limited-${randomUUID()}` });
    for (let i = 0; i < 3; i++) expect(await codeOf(caller.lead.contact(validContact({ email, idempotencyKey: randomUUID() })))).toBe('OK');
    const refused = validContact({ email, idempotencyKey: randomUUID() });
    expect(await codeOf(caller.lead.contact(refused))).toBe('TOO_MANY_REQUESTS');
    expect(await codeOf(caller.lead.contact(refused))).toBe('TOO_MANY_REQUESTS');
    expect(await db.lead.count({ where: { email } })).toBe(3);
  });

  it('a copy of a not-yet-stored submission cannot get past a spent limit (two copies of one key raced)', async () => {
    const email = `raced-${randomUUID()}@example.test`;
    const caller = callerAs(null, { ip: `raced-${randomUUID()}` });
    for (let i = 0; i < 3; i++) expect(await codeOf(caller.lead.contact(validContact({ email, idempotencyKey: randomUUID() })))).toBe('OK');
    // The moment of the race: a first copy of this key has been sighted and is still running.
    const raced = validContact({ email, idempotencyKey: randomUUID() });
    await hitRateLimits(db, [{ key: `contact:submission:${raced.idempotencyKey}`, limit: 1, windowSeconds: 24 * 60 * 60 }]);
    expect(await codeOf(caller.lead.contact(raced))).toBe('TOO_MANY_REQUESTS');
    // Both copies at once, for real: neither is stored.
    const both = validContact({ email, idempotencyKey: randomUUID() });
    expect(await Promise.all([codeOf(caller.lead.contact(both)), codeOf(caller.lead.contact(both))])).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect(await db.lead.count({ where: { email } })).toBe(3);
  });

  it('a retry of a stored submission is still answered as received once the limit is spent', async () => {
    const email = `spent-${randomUUID()}@example.test`;
    const caller = callerAs(null, { ip: `spent-${randomUUID()}` });
    const inputs = [0, 1, 2].map(() => validContact({ email, idempotencyKey: randomUUID() }));
    for (const input of inputs) expect(await codeOf(caller.lead.contact(input))).toBe('OK');
    expect(await codeOf(caller.lead.contact(inputs[2]!))).toBe('OK');
    expect(await db.lead.count({ where: { email } })).toBe(3);
  });
});
