import { applyMigrations } from './schema-engine';
import { seedDatabase } from '../../prisma/seed-data';

/** Brings a database up to date: pending migrations, then the (create-only) seed. */
export async function prepareDatabase(url: string) {
  const applied = await applyMigrations(url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  await seedDatabase(url);
}
