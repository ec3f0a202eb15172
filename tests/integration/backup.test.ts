// A backup restored into a fresh database holds the same rows.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, backupToolProblem, restoreDatabase } from '../../scripts/db/backup';
import { createEmptyDatabase, dropTestDatabase } from '../../scripts/db/test-database';
import { createPrismaClient } from '@/server/db/client';
import { databaseUrl, db } from './support/db';

const target = `lss_restore_${Date.now()}_${process.pid}`;
afterAll(() => dropTestDatabase(target));

async function snapshot(client: typeof db) {
  const [products, prices, bands, zips, leads] = await Promise.all([
    client.product.findMany({ select: { slug: true, nameEs: true }, orderBy: { slug: 'asc' } }),
    client.priceBookEntry.findMany({ select: { productId: true, listPriceCents: true }, orderBy: { productId: 'asc' } }),
    client.deliveryRate.findMany({ select: { id: true, rateCents: true }, orderBy: { id: 'asc' } }),
    client.serviceAreaZip.count(),
    client.lead.findMany({ select: { id: true, message: true }, orderBy: { id: 'asc' } }),
  ]);
  return { products, prices, bands, zips, leads };
}

// The embedded server of a bare machine is newer than Debian's client tools; the backup needs
// tools at least as new as the server, and the run says so instead of failing on the machine.
const problem = await backupToolProblem(databaseUrl);
if (problem) console.warn(`backup test skipped: ${problem}`);

describe('db:backup and db:restore', () => {
  it.skipIf(problem !== null && process.env.TEST_DATABASE_KIND === 'embedded')('restore a backup into a fresh database with the same rows', async () => {
    await db.lead.create({
      data: { name: 'Backup check', email: 'backup@example.test', message: 'Ñandú — “quotes” & <tags>', preferredLanguage: 'es', sourcePage: 'contact' },
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'lss-backup-')), 'db.dump');
    backupDatabase(databaseUrl, file);
    const targetUrl = await createEmptyDatabase(target);
    restoreDatabase(targetUrl, file);
    const restored = createPrismaClient(targetUrl);
    try {
      const [a, b] = await Promise.all([snapshot(db), snapshot(restored)]);
      expect(b.leads.some((l) => l.message === 'Ñandú — “quotes” & <tags>')).toBe(true);
      expect(b).toEqual(a);
    } finally {
      await restored.$disconnect();
    }
  });
});
