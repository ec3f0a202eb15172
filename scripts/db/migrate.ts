// npm run db:migrate — applies pending migrations in prisma/migrations to DATABASE_URL.
// Same folder and bookkeeping table as `prisma migrate deploy`.
import { databaseUrlFromEnv } from './database-url';
import { applyMigrations } from './schema-engine';

const applied = await applyMigrations(databaseUrlFromEnv());
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
