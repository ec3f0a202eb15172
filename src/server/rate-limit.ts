// Fixed-window rate limits kept in PostgreSQL, so every app instance shares the counters.
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';

export interface RateLimitRule {
  /** What is limited, e.g. `contact:ip:203.0.113.9` or `signin:email:a@b.c`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** Counts one hit against the rule and says whether it is within the limit. */
export async function hitRateLimit(db: Db, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count", "expiresAt")
    VALUES (${rule.key}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 1);
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Checks every rule (all are counted) and throws TOO_MANY_REQUESTS — answered as HTTP 429 with
 * "try again in N minutes" in the caller's language — when any is over its limit.
 */
export async function enforceRateLimits(db: Db, rules: RateLimitRule[], now = new Date()) {
  const results = await Promise.all(rules.map((rule) => hitRateLimit(db, rule, now)));
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length) {
    const seconds = Math.max(...blocked.map((r) => r.retryAfterSeconds));
    throw new AppError('TOO_MANY_REQUESTS', 'common:errors.tooManyRequests', { minutes: Math.ceil(seconds / 60) });
  }
}

/** Forgets every count of one key (e.g. a refused submission, so its retries count again). */
export async function clearRateLimit(db: Db, key: string) {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}

/** Deletes expired buckets; the outbox worker calls it now and then. */
export async function pruneRateLimits(db: Db, now = new Date()) {
  await db.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } });
}
