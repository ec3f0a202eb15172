// npm start [-- next start options, e.g. -p 3000 -H 0.0.0.0]
// Runs the production build as WEB_CONCURRENCY workers of `next start` on one port (default 1).
// More workers use more cores. Each keeps its own in-memory copy of the static pages, so a page
// rebuilt after an admin edit reaches the other workers on its revalidation timer (as with
// several machines); the quote data's copy is dropped in every worker at once (siblings.ts).
// The e-mail outbox worker runs in the first worker only; the others wake it when they queue mail.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { runCluster, workerCount } from './cluster.mjs';
import { NEXT_BIN } from './next-bin.mjs';

/**
 * WEB_CONCURRENCY from the environment, else from the env files in the order Next reads them in
 * production. Only this one value is read: process.env is left for Next to fill in the workers.
 */
function configuredWorkers() {
  if (process.env.WEB_CONCURRENCY !== undefined) return process.env.WEB_CONCURRENCY;
  for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
    const file = path.join(import.meta.dirname, '..', name);
    const value = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')).WEB_CONCURRENCY : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

let workers;
try {
  workers = workerCount(configuredWorkers());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`[start] ${workers} worker${workers === 1 ? '' : 's'} of next start`);
runCluster({
  exec: NEXT_BIN,
  args: ['start', ...process.argv.slice(2)],
  workers,
  // One e-mail worker a machine is plenty; it runs in the first worker (if OUTBOX_WORKER allows).
  envFor: (slot) => (slot === 0 ? {} : { OUTBOX_WORKER: 'false' }),
});
