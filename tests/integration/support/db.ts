import { afterAll, inject } from 'vitest';
import { createPrismaClient } from '@/server/db/client';
import { cloneTestDatabase } from '../../../scripts/db/test-database';

/**
 * This worker's database: a copy of the run's template (see global-setup.ts), made by the first
 * file the worker runs. A worker runs its files one after another, so a file has the database to
 * itself while it runs, holding what earlier files of the same worker left; files in other
 * workers run at the same time on their own copies.
 */
const template = inject('databaseTemplate');
export const databaseUrl = await cloneTestDatabase(template, `${template}_w${process.env.VITEST_POOL_ID ?? '1'}`);
process.env.DATABASE_URL = databaseUrl;

export const db = createPrismaClient(databaseUrl);
afterAll(async () => {
  await db.$disconnect();
});
