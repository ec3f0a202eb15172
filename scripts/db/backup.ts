// npm run db:backup [-- <file>]   — a pg_dump (custom format) of DATABASE_URL, default backups/<time>.dump
// npm run db:restore -- <file>    — restores a dump into DATABASE_URL, replacing what is there
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { databaseUrlFromEnv } from './database-url';

export function backupDatabase(url: string, file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
  return file;
}

export function restoreDatabase(url: string, file: string) {
  run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${url}`, file]);
}

/**
 * Why pg_dump cannot back up the server at `url`, or null when it can: pg_dump must be installed
 * and at least as new as the server (a PostgreSQL 15 pg_dump refuses a 17 server).
 */
export async function backupToolProblem(url: string): Promise<string | null> {
  const version = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) return 'pg_dump is not installed (install the PostgreSQL client tools)';
  const toolMajor = Number(/(\d+)(?:\.\d+)?/.exec(version.stdout)?.[1]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    const serverMajor = Math.floor(Number(rows[0]!.v) / 10000);
    return toolMajor >= serverMajor ? null : `pg_dump ${toolMajor} cannot back up a PostgreSQL ${serverMajor} server (install the client tools for ${serverMajor})`;
  } finally {
    await client.end();
  }
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw new Error(`${command} could not start (install the PostgreSQL client tools): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} exited with ${result.status}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [mode, fileArg] = process.argv.slice(2);
  const url = databaseUrlFromEnv();
  const problem = await backupToolProblem(url);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  if (mode === 'backup') {
    const file = fileArg ?? path.join('backups', `${new Date().toISOString().replace(/[:.]/g, '-')}.dump`);
    console.log(`Backup written to ${backupDatabase(url, file)}`);
  } else if (mode === 'restore' && fileArg) {
    restoreDatabase(url, fileArg);
    console.log(`Restored ${fileArg}`);
  } else {
    console.error('Usage: npm run db:backup [-- file] | npm run db:restore -- <file>');
    process.exit(1);
  }
}
