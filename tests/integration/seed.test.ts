// The seed gets a database of its own: the run's shared database is changed by other tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWith } from '../../prisma/seed-data';
import { applyMigrations } from '../../scripts/db/schema-engine';
import { createEmptyDatabase, dropTestDatabase } from '../../scripts/db/test-database';
import { products, categories } from '@/content/catalogue';
import { serviceAreas } from '@/content/service-areas';
import { createPrismaClient, type Db } from '@/server/db/client';

const name = `lss_seed_${Date.now()}_${process.pid}`;
let db: Db;

beforeAll(async () => {
  const url = await createEmptyDatabase(name);
  await applyMigrations(url);
  db = createPrismaClient(url);
  await seedWith(db);
}, 120_000);

afterAll(async () => {
  await db?.$disconnect();
  await dropTestDatabase(name);
});

async function counts() {
  const [category, product, priceBook, band, area, zip] = await Promise.all([
    db.category.count(),
    db.product.count(),
    db.priceBookEntry.count(),
    db.deliveryRate.count(),
    db.serviceArea.count(),
    db.serviceAreaZip.count(),
  ]);
  return { category, product, priceBook, band, area, zip };
}

describe('seed', () => {
  it('loads the whole catalogue, areas with their ZIP codes and delivery bands', async () => {
    const c = await counts();
    expect(c.category).toBe(categories.length);
    expect(c.product).toBeGreaterThanOrEqual(products.length);
    expect(c.priceBook).toBe(c.product);
    expect(c.band).toBeGreaterThan(0);
    expect(c.area).toBe(serviceAreas.length);
    expect(c.zip).toBe(serviceAreas.reduce((n, a) => n + a.zipCodes.length, 0));
    const raleigh = await db.product.findUnique({ where: { slug: 'st-augustine-raleigh' }, include: { priceBook: true } });
    expect(raleigh?.priceBook?.listPriceCents).toBe(82);
  });

  it('can run again without duplicates and without overwriting staff changes', async () => {
    const before = await counts();
    const entry = await db.priceBookEntry.findFirstOrThrow({ where: { product: { slug: 'st-augustine-raleigh' } } });
    await db.priceBookEntry.update({ where: { id: entry.id }, data: { listPriceCents: 99 } });
    try {
      await seedWith(db);
      await seedWith(db);
      expect(await counts()).toEqual(before);
      const after = await db.priceBookEntry.findUniqueOrThrow({ where: { id: entry.id } });
      expect(after.listPriceCents).toBe(99);
    } finally {
      await db.priceBookEntry.update({ where: { id: entry.id }, data: { listPriceCents: entry.listPriceCents } });
    }
  });
});
