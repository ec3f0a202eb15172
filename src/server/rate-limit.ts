// Fixed-window rate limits kept in PostgreSQL, so every app instance shares the counters.
import type { Db } from '@/server/db/client';
import { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';

export interface RateLimitRule {
  /** What is limited, e.g. `contact:ip:203.0.113.9` or `signin:email:a@b.c`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** The app's client or a transaction: a count taken in a transaction is undone with it. */
type Counter = Pick<Db, '$queryRaw'>;

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against each rule, all in one statement (one round trip, one commit), and says
 * for each whether it is within its limit.
 */
/** The fixed window `now` falls in, for each rule. */
function windowsAt(rules: RateLimitRule[], now: Date) {
  return rules.map((rule) => {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    return { rule, windowStart, expiresAt: new Date(windowStart.getTime() + windowMs) };
  });
}

/** `(key, windowStart)` of each rule's current window, for a `WHERE ("key", "windowStart") IN (…)`. */
function windowKeys(rules: RateLimitRule[], now: Date) {
  return Prisma.join(windowsAt(rules, now).map((w) => Prisma.sql`(${w.rule.key}, ${w.windowStart})`));
}

function result(count: number, allowed: boolean, expiresAt: Date, now: Date): RateLimitResult {
  return { allowed, count, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)) };
}

export async function hitRateLimits(db: Counter, rules: RateLimitRule[], now = new Date()): Promise<RateLimitResult[]> {
  if (!rules.length) return [];
  const windows = windowsAt(rules, now);
  // A statement may update a row only once, and the answer is matched back by key. Rows are
  // locked in key order, so two requests counting the same keys never wait on each other in a circle.
  if (new Set(rules.map((rule) => rule.key)).size !== rules.length) throw new Error('Rate limit rules need distinct keys');
  const byKey = [...windows].sort((a, b) => (a.rule.key < b.rule.key ? -1 : a.rule.key > b.rule.key ? 1 : 0));
  const values = byKey.map((w) => Prisma.sql`(${w.rule.key}, ${w.windowStart}, 1, ${w.expiresAt})`);
  const counted = await db.$queryRaw<{ key: string; count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count", "expiresAt")
    VALUES ${Prisma.join(values)}
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "key", "count"`;
  const counts = new Map(counted.map((row) => [row.key, Number(row.count)]));
  return windows.map(({ rule, expiresAt }) => {
    const count = counts.get(rule.key) ?? 1;
    return result(count, count <= rule.limit, expiresAt, now);
  });
}

/**
 * Reads each rule's count without counting a hit, and says whether one more hit would still be
 * within its limit.
 */
export async function peekRateLimits(db: Counter, rules: RateLimitRule[], now = new Date()): Promise<RateLimitResult[]> {
  if (!rules.length) return [];
  const rows = await db.$queryRaw<{ key: string; count: number }[]>`
    SELECT "key", "count" FROM "RateLimitBucket" WHERE ("key", "windowStart") IN (${windowKeys(rules, now)})`;
  const counts = new Map(rows.map((row) => [row.key, Number(row.count)]));
  return windowsAt(rules, now).map(({ rule, expiresAt }) => {
    const count = counts.get(rule.key) ?? 0;
    return result(count, count < rule.limit, expiresAt, now);
  });
}

/** Takes back one hit of each rule in the window `now` falls in (one counted by mistake). */
export async function uncountRateLimits(db: Counter, rules: RateLimitRule[], now = new Date()) {
  if (!rules.length) return;
  await db.$queryRaw`
    UPDATE "RateLimitBucket" SET "count" = "count" - 1 WHERE ("key", "windowStart") IN (${windowKeys(rules, now)}) RETURNING "key"`;
}

/** Refuses (429, "try again in N minutes") when any result is over its limit. */
export function refuseIfLimited(results: RateLimitResult[]) {
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length) {
    const seconds = Math.max(...blocked.map((r) => r.retryAfterSeconds));
    const minutes = Math.ceil(seconds / 60);
    // `count` picks the plural form ("1 minute", "2 minutes").
    throw new AppError('TOO_MANY_REQUESTS', 'common:errors.tooManyRequests', { minutes, count: minutes });
  }
}

/**
 * Checks every rule (all are counted) and throws TOO_MANY_REQUESTS — answered as HTTP 429 with
 * "try again in N minutes" in the caller's language — when any is over its limit.
 */
export async function enforceRateLimits(db: Counter, rules: RateLimitRule[], now = new Date()) {
  refuseIfLimited(await hitRateLimits(db, rules, now));
}

/** Forgets every count of one key (e.g. a refused submission, so its retries count again). */
export async function clearRateLimit(db: Db, key: string) {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}

/** Deletes expired buckets; the outbox worker calls it now and then. */
export async function pruneRateLimits(db: Db, now = new Date()) {
  await db.rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } });
}
