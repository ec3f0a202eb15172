// npm run db:seed — create-only seed of DATABASE_URL (see seed-data.ts).
import { databaseUrlFromEnv } from '../scripts/db/database-url';
import { seedDatabase } from './seed-data';

await seedDatabase(databaseUrlFromEnv());
console.log('Seed complete.');
