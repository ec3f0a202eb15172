// Rate-limit counters in PostgreSQL: several rules are counted in one statement, each against
// its own limit and window, and concurrent hits never lose a count.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enforceRateLimits, hitRateLimits, peekRateLimits, uncountRateLimits } from '@/server/rate-limit';
import { AppError } from '@/server/errors';
import { db } from './support/db';

const at = new Date('2026-11-21T10:15:00Z');

describe('hitRateLimits', () => {
  it('counts every rule in its own bucket and answers each against its own limit', async () => {
    const ip = `ip:${randomUUID()}`;
    const email = `email:${randomUUID()}`;
    const rules = [
      { key: ip, limit: 2, windowSeconds: 600 },
      { key: email, limit: 5, windowSeconds: 3600 },
    ];
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await hitRateLimits(db, rules, at));
    expect(answers.map((a) => a.map((r) => [r.count, r.allowed]))).toEqual([
      [[1, true], [1, true]],
      [[2, true], [2, true]],
      [[3, false], [3, true]],
    ]);
    // Retry-after runs to each rule's own window end: 10:20 for ten minutes, 11:00 for an hour.
    expect(answers[2]!.map((r) => r.retryAfterSeconds)).toEqual([300, 2700]);
    const buckets = await db.rateLimitBucket.findMany({ where: { key: { in: [ip, email] } }, orderBy: { key: 'asc' } });
    expect(buckets.map((b) => [b.key, b.count, b.windowStart.toISOString()]).sort()).toEqual(
      [
        [ip, 3, '2026-11-21T10:10:00.000Z'],
        [email, 3, '2026-11-21T10:00:00.000Z'],
      ].sort(),
    );
  });

  it('answers rules in the order given, whatever the order of their keys', async () => {
    const [a, b] = [`a:${randomUUID()}`, `b:${randomUUID()}`];
    await hitRateLimits(db, [{ key: a, limit: 10, windowSeconds: 60 }], at);
    const [first, second] = await hitRateLimits(db, [{ key: b, limit: 10, windowSeconds: 60 }, { key: a, limit: 10, windowSeconds: 60 }], at);
    expect([first!.count, second!.count]).toEqual([1, 2]);
  });

  it('loses no count when many requests hit the same keys at once', async () => {
    const rules = [
      { key: `x:${randomUUID()}`, limit: 1000, windowSeconds: 600 },
      { key: `y:${randomUUID()}`, limit: 1000, windowSeconds: 600 },
    ];
    const results = await Promise.all(Array.from({ length: 30 }, () => hitRateLimits(db, rules, at)));
    expect(results.map((r) => r[0]!.count).sort((p, q) => p - q)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const buckets = await db.rateLimitBucket.findMany({ where: { key: { in: rules.map((r) => r.key) } } });
    expect(buckets.map((b) => b.count)).toEqual([30, 30]);
  });

  it('enforceRateLimits refuses with the wait of the longest blocked window once any rule is over', async () => {
    const rules = [
      { key: `short:${randomUUID()}`, limit: 1, windowSeconds: 600 },
      { key: `long:${randomUUID()}`, limit: 1, windowSeconds: 3600 },
    ];
    await enforceRateLimits(db, rules, at);
    const refused = await enforceRateLimits(db, rules, at).then(() => null, (e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('TOO_MANY_REQUESTS');
    expect((refused as AppError).values).toEqual({ minutes: 45, count: 45 });
  });
});

describe('peekRateLimits', () => {
  it('says whether one more hit fits, without counting one', async () => {
    const rule = { key: `peek:${randomUUID()}`, limit: 2, windowSeconds: 600 };
    expect(await peekRateLimits(db, [rule], at)).toEqual([{ allowed: true, count: 0, retryAfterSeconds: 300 }]);
    await hitRateLimits(db, [rule], at);
    expect((await peekRateLimits(db, [rule], at))[0]).toMatchObject({ allowed: true, count: 1 });
    await hitRateLimits(db, [rule], at);
    expect((await peekRateLimits(db, [rule], at))[0]).toMatchObject({ allowed: false, count: 2 });
    expect((await peekRateLimits(db, [rule], at))[0]!.count).toBe(2);
    // The next window starts empty.
    expect((await peekRateLimits(db, [rule], new Date(at.getTime() + 600_000)))[0]).toMatchObject({ allowed: true, count: 0 });
  });
});

describe('uncountRateLimits', () => {
  it('takes back one hit of each rule in the current window only', async () => {
    const rules = [
      { key: `back-a:${randomUUID()}`, limit: 5, windowSeconds: 600 },
      { key: `back-b:${randomUUID()}`, limit: 5, windowSeconds: 3600 },
    ];
    await hitRateLimits(db, rules, at);
    await hitRateLimits(db, rules, at);
    await uncountRateLimits(db, rules, at);
    expect((await peekRateLimits(db, rules, at)).map((r) => r.count)).toEqual([1, 1]);
    // Another window is left alone (and nothing is created there).
    await uncountRateLimits(db, rules, new Date(at.getTime() + 3_600_000));
    expect((await peekRateLimits(db, rules, at)).map((r) => r.count)).toEqual([1, 1]);
    expect(await db.rateLimitBucket.count({ where: { key: { in: rules.map((r) => r.key) } } })).toBe(2);
  });
});
