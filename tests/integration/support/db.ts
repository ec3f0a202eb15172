import { afterAll, inject } from 'vitest';
import { createPrismaClient } from '@/server/db/client';

/** This run's database (see global-setup.ts). */
export const databaseUrl = inject('databaseUrl');
process.env.DATABASE_URL = databaseUrl;

export const db = createPrismaClient(databaseUrl);
afterAll(async () => {
  await db.$disconnect();
});
