// The committed migrations and schema.prisma describe the same database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { applyMigrations, diffSchemas, readSchema } from '../../scripts/db/schema-engine';
import { createEmptyDatabase, dropTestDatabase } from '../../scripts/db/test-database';

const suffix = `${Date.now()}_${process.pid}`;
const fromMigrations = `lss_mig_${suffix}`;
const fromSchema = `lss_schema_${suffix}`;
let migrationsUrl = '';
let schemaUrl = '';

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Tables, columns, types, nullability, defaults, indexes, constraints, enums and extensions, as text. */
async function describeDatabase(url: string) {
  const columns = await query(url, `
    SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
    ORDER BY table_name, column_name`);
  const indexes = await query(url, `
    SELECT tablename, indexname, indexdef FROM pg_indexes
    WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename, indexname`);
  const constraints = await query(url, `
    SELECT conrelid::regclass::text AS table_name, conname, contype, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations'
    ORDER BY 1, 2`);
  const enums = await query(url, `
    SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS labels
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname ORDER BY t.typname`);
  const extensions = await query(url, `SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname`);
  return { columns, indexes, constraints, enums, extensions };
}

beforeAll(async () => {
  migrationsUrl = await createEmptyDatabase(fromMigrations);
  schemaUrl = await createEmptyDatabase(fromSchema);
  await applyMigrations(migrationsUrl);
  const sql = await diffSchemas(schemaUrl, 'empty', await readSchema());
  await query(schemaUrl, sql);
}, 120_000);

afterAll(async () => {
  await dropTestDatabase(fromMigrations);
  await dropTestDatabase(fromSchema);
});

describe('migrations', () => {
  it('build the same database as schema.prisma', async () => {
    const [a, b] = await Promise.all([describeDatabase(migrationsUrl), describeDatabase(schemaUrl)]);
    expect(a.columns.length).toBeGreaterThan(50);
    expect(a.columns).toEqual(b.columns);
    expect(a.indexes).toEqual(b.indexes);
    expect(a.constraints).toEqual(b.constraints);
    expect(a.enums).toEqual(b.enums);
    expect(a.extensions).toEqual(b.extensions);
    // The back-office searches rely on pg_trgm's GIN indexes (ILIKE '%…%').
    expect(a.extensions).toContainEqual({ extname: 'pg_trgm' });
    expect(a.indexes.filter((i: { indexdef: string }) => i.indexdef.includes('gin_trgm_ops')).length).toBe(8);
  });

  it('are recorded in _prisma_migrations like prisma migrate deploy does, and re-running applies nothing', async () => {
    const rows = await query(migrationsUrl, 'SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
    }
    expect(await applyMigrations(migrationsUrl)).toEqual([]);
  });
});
