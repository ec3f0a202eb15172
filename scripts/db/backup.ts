// npm run db:backup [-- <file>]   — a pg_dump (custom format) of DATABASE_URL, default backups/<time>.dump
// npm run db:restore -- <file>    — restores a dump into DATABASE_URL, replacing what is there
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { databaseUrlFromEnv } from './database-url';

export function backupDatabase(url: string, file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
  return file;
}

export function restoreDatabase(url: string, file: string) {
  run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${url}`, file]);
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw new Error(`${command} could not start (install the PostgreSQL client tools): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} exited with ${result.status}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [mode, fileArg] = process.argv.slice(2);
  const url = databaseUrlFromEnv();
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
