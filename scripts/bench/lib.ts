// Shared plumbing of the bench commands: a fresh database, a production build in its own dist
// dir, `npm start` on loopback, tables, and clean-up of everything they started.
//   BENCH_PORT      loopback port of the server (default 3120)
//   BENCH_DIST_DIR  an existing production build to reuse (skips the build); without it the
//                   command builds into .next-bench. Static pages carry SITE_URL from their
//                   build, so a reused build should have been made with SITE_URL=http://127.0.0.1:<port>.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, dropTestDatabase } from '../db/test-database';

export const root = path.resolve(import.meta.dirname, '../..');
export const port = Number(process.env.BENCH_PORT ?? 3120);
export const origin = `http://127.0.0.1:${port}`;
const nextBin = path.join(root, 'node_modules/.bin/next');

type Cleanup = () => Promise<void> | void;
const cleanups: Cleanup[] = [];

/** Registers clean-up work, run in reverse order by `finish` or on Ctrl-C. */
export function onCleanup(fn: Cleanup) {
  cleanups.push(fn);
}

async function runCleanups() {
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (error) {
      console.error('clean-up failed:', error);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void runCleanups().finally(() => process.exit(130));
  });
}

/** Runs the command's body, cleans up whatever it started, and exits 1 when it returns false. */
export async function main(body: () => Promise<boolean>) {
  let ok = false;
  try {
    ok = await body();
  } catch (error) {
    console.error(error);
  } finally {
    await runCleanups();
  }
  process.exit(ok ? 0 : 1);
}

/** The settings every bench server and build share. */
export function benchEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'bench-mail-'));
  onCleanup(() => rmSync(mailDir, { recursive: true, force: true }));
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_URL: origin,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString('hex'),
    MAIL_DIR: mailDir,
    RESEND_API_KEY: '',
    // E-mails stay in the folder (a production server needs this said, src/config/env.mjs).
    MAIL_TRANSPORT: 'folder',
    ...extra,
  };
}

/** A migrated and seeded database of its own, dropped at the end. */
export async function freshDatabase(label: string): Promise<string> {
  const name = `lss_bench_${label}_${Date.now()}_${process.pid}`;
  const url = await createTestDatabase(name);
  onCleanup(() => dropTestDatabase(name));
  return url;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * The `next build` arguments of `npm run build` (package.json), so the bench measures the bundler
 * the project ships with (`--webpack` only while that script says so).
 */
export function buildArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = /(?:^|&&\s*)next build([^&]*)/.exec(pkg.scripts.build ?? '');
  if (!command) throw new Error(`package.json's build script runs no \`next build\`: ${pkg.scripts.build}`);
  return ['build', ...command[1]!.trim().split(/\s+/).filter(Boolean)];
}

/** The dist dir to serve: BENCH_DIST_DIR when given (must hold a build), else a new build in .next-bench. */
export async function productionBuild(databaseUrl: string, env: NodeJS.ProcessEnv): Promise<string> {
  const given = process.env.BENCH_DIST_DIR;
  if (given) {
    if (!existsSync(path.join(root, given, 'BUILD_ID'))) throw new Error(`BENCH_DIST_DIR=${given} holds no production build`);
    console.log(`Using the existing build in ${given}`);
    return given;
  }
  const distDir = '.next-bench';
  const args = buildArgs();
  console.log(`Building into ${distDir} (next ${args.join(' ')}, as npm run build) …`);
  const started = Date.now();
  await run(nextBin, args, { ...env, NEXT_DIST_DIR: distDir, DATABASE_URL: databaseUrl });
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return distDir;
}

/**
 * The worker count the server runs with: WEB_CONCURRENCY, else one per core, as the README
 * recommends for a machine that runs only this app (`npm start` itself defaults to one).
 */
export const benchWorkers = () => process.env.WEB_CONCURRENCY || String(os.availableParallelism());

/**
 * What `npm start` runs (scripts/start.mjs: `benchWorkers()` workers of `next start`) on
 * 127.0.0.1:<port>; resolves once /api/health answers 200. Stopped at clean-up.
 */
export async function startServer(distDir: string, databaseUrl: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  // BENCH_NODE_ARGS: extra Node flags for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'scripts/start.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...env, WEB_CONCURRENCY: benchWorkers(), NEXT_DIST_DIR: distDir, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  onCleanup(() => stopProcess(child));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`npm start did not answer /api/health within 60 s:\n${log}`);
}

/**
 * The e-mail outbox worker as its own process (`npm run outbox:work -- --watch`), the shape the
 * README gives for production; the server then runs with OUTBOX_WORKER=false. Stopped at clean-up.
 */
export function startOutboxWorker(databaseUrl: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/outbox-worker.ts', '--watch'], {
    cwd: root,
    env: { ...env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  onCleanup(() => stopProcess(child));
  return child;
}

/** Stops a process group we started (npm start's primary and its workers). */
export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timeout = new Promise((r) => setTimeout(r, 5000, 'timeout'));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Prints rows as an aligned text table (numbers right-aligned). */
export function printTable(headers: string[], rows: (string | number)[][]) {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (typeof rows[0]?.[i] === 'number' ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join(' | ')
      .trimEnd();
  console.log(line(cells[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of cells.slice(1)) console.log(line(r));
}
