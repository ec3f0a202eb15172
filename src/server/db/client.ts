import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';
import { databaseUrl, env } from '@/config/env.mjs';

export type Db = ReturnType<typeof createPrismaClient>;

/** A Prisma client on the pg driver adapter. Password hashes and TOTP secrets are never selected unless asked for. */
export function createPrismaClient(connectionString: string) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max: env.DB_POOL_MAX }),
    omit: { user: { passwordHash: true, twoFactorSecret: true, twoFactorPendingSecret: true } },
    // Under a burst (hundreds of simultaneous form posts) a transaction waits its turn for a
    // pooled connection instead of failing after Prisma's default 2 s.
    transactionOptions: { maxWait: 15_000, timeout: 15_000 },
  });
}

const globalForDb = globalThis as unknown as { db?: Db };

/** The app's client; one per process (kept across hot reloads in development). */
export function getDb(): Db {
  if (!globalForDb.db) {
    const url = databaseUrl();
    if (!url) throw new Error('DATABASE_URL is not set (npm run dev starts a local database).');
    globalForDb.db = createPrismaClient(url);
  }
  return globalForDb.db;
}
