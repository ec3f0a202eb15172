// Retries of one submission do not spend the visitor's rate limit, but cannot get around it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { callerAs } from './support/caller';
import { db } from './support/db';
import { validContact } from './lead-support';

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
});
