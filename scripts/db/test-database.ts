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

export async function dropTestDatabase(name: string) {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${safe(name)}" WITH (FORCE)`));
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
