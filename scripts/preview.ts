// npm run preview — the production build, exactly as it ships, on http://127.0.0.1:3000 (PORT to
// change), with nothing to set up: the local database of `npm run dev` (or DATABASE_URL),
// migrated and seeded, a generated session secret kept in .data/preview-secret, and e-mail
// written to .data/mail. Builds into .next-preview so the dev server's .next is left alone.
// This is for looking, not for serving customers: the README's operations section covers that.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalDatabase } from './db/local-database';
import { prepareDatabase } from './db/prepare';
import { loadEnvFiles } from './load-env';
import { NEXT_BIN } from './next-bin.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

function localSecret(): string {
  const file = path.join(ROOT, '.data', 'preview-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

loadEnvFiles();
const port = process.env.PORT ?? '3000';
const local = process.env.DATABASE_URL ? null : await startLocalDatabase();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-preview',
  DATABASE_URL: process.env.DATABASE_URL ?? local!.url,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? localSecret(),
  // A production server refuses `localhost` as its public address (src/config/env.mjs), a
  // mistake in a real deployment; the loopback address says "this machine, on purpose".
  SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${port}`,
  MAIL_TRANSPORT: process.env.MAIL_TRANSPORT ?? 'folder',
};
await prepareDatabase(env.DATABASE_URL!);

const stop = async (code: number) => {
  await local?.stop();
  process.exit(code);
};
if (!process.argv.includes('--no-build')) {
  console.log('[preview] building the production site (a few minutes)…');
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build', '--webpack'], { cwd: ROOT, env, stdio: 'inherit' });
  if (build.status !== 0) await stop(build.status ?? 1);
}
console.log(`[preview] ${env.SITE_URL} (e-mail goes to .data/mail; Ctrl+C stops)`);
const server = spawn(process.execPath, ['scripts/start.mjs', '-p', port], { cwd: ROOT, env, stdio: 'inherit' });
process.on('SIGINT', () => server.kill('SIGINT'));
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code) => void stop(code ?? 0));
