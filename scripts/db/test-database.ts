// Databases for test runs: each run creates its own, so runs never share state.
//   tsx scripts/db/test-database.ts create <name>   → prints its URL after migrating and seeding
//   tsx scripts/db/test-database.ts drop <name>
import pg from 'pg';
import { prepareDatabase } from './prepare';

export const adminUrl = () => process.env.TEST_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export function urlFor(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const safe = (name: string) => {
  if (!/^[a-z][a-z0-9_]{2,62}$/.test(name)) throw new Error(`Bad database name: ${name}`);
  return name;
};

export async function createEmptyDatabase(name: string): Promise<string> {
  await admin((c) => c.query(`CREATE DATABASE "${safe(name)}"`));
  return urlFor(name);
}

/** A new database with every migration applied and the seed loaded. */
export async function createTestDatabase(name: string): Promise<string> {
  const url = await createEmptyDatabase(name);
  await prepareDatabase(url);
  return url;
}

/**
 * Makes a prepared database a template for cloneTestDatabase: nobody may connect to it any more
 * (autovacuum included, which otherwise visits a freshly seeded database and makes a copy fail
 * with "source database is being accessed by other users"), and whoever still is gets cut off.
 */
export async function closeTemplateDatabase(name: string) {
  await admin(async (c) => {
    await c.query(`ALTER DATABASE "${safe(name)}" WITH ALLOW_CONNECTIONS false`);
    await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
  });
}

/**
 * A copy of a template database (`CREATE DATABASE … TEMPLATE`: PostgreSQL copies its files, no
 * migrations or seed to run again), made unless it exists already.
 */
export async function cloneTestDatabase(template: string, name: string): Promise<string> {
  await admin(async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [safe(name)]);
    if (rowCount) return;
    // A connection that closeTemplateDatabase cut off can take a moment to go (55006: object in use).
    for (let attempt = 1; ; attempt++) {
      try {
        await c.query(`CREATE DATABASE "${name}" TEMPLATE "${safe(template)}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  });
  return urlFor(name);
}

export async function dropTestDatabase(name: string) {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${safe(name)}" WITH (FORCE)`));
}

/** Drops every database whose name starts with `prefix` (a run's per-worker copies). */
export async function dropTestDatabasesStartingWith(prefix: string) {
  const { rows } = await admin((c) => c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [safe(prefix)]));
  for (const { datname } of rows) await dropTestDatabase(datname);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, name] = process.argv.slice(2);
  if (command === 'create' && name) console.log(await createTestDatabase(name));
  else if (command === 'drop' && name) await dropTestDatabase(name);
  else {
    console.error('Usage: tsx scripts/db/test-database.ts create|drop <name>');
    process.exit(1);
  }
}
