// npm start [-- next start options, e.g. -p 3000 -H 0.0.0.0]
// Runs the production build as WEB_CONCURRENCY workers of `next start` on one port (default: one
// per CPU core), so a single machine uses all its cores. Workers on one machine share the page
// cache on disk (next.config.mjs: cacheMaxMemorySize 0), so a page rebuilt after an admin edit
// is served by all of them at once, and they tell each other when the quote data changed. The
// e-mail outbox worker runs in the first of them only; the others wake it when they queue mail.
import { createRequire } from 'node:module';
import { runCluster, workerCount } from './cluster.mjs';
import { loadEnvFiles } from './load-env.mjs';

loadEnvFiles(); // for WEB_CONCURRENCY; the workers (Next) read the files themselves too
let workers;
try {
  workers = workerCount(process.env.WEB_CONCURRENCY);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
console.log(`[start] ${workers} worker${workers === 1 ? '' : 's'} of next start`);
runCluster({
  exec: next,
  args: ['start', ...process.argv.slice(2)],
  workers,
  // One e-mail worker a machine is plenty; it runs in the first worker (if OUTBOX_WORKER allows).
  envFor: (slot) => (slot === 0 ? {} : { OUTBOX_WORKER: 'false' }),
});
