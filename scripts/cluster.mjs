// The process manager behind `npm start` (scripts/start.mjs): one primary process that starts
// WEB_CONCURRENCY workers of a server program on one shared port (Node's cluster module hands
// out the connections), replaces a worker that dies, relays messages between workers, and on
// SIGTERM or SIGINT stops them all and waits for them.
import cluster from 'node:cluster';

/** WEB_CONCURRENCY as a worker count: an integer from 1 to 64; unset means one. */
export function workerCount(value) {
  if (value === undefined || value === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${value}"`);
  return n;
}

/**
 * Runs the primary. `exec` is the worker program, `args` its arguments, `envFor(slot)` extra
 * environment for worker number `slot` (0 to workers - 1). A worker that exits while the cluster
 * is not stopping is replaced in its slot; more than `maxRestarts` deaths within a minute (a
 * program that cannot start: a port in use, bad settings) stop the whole cluster with exit code 1.
 */
export function runCluster({ exec, args = [], workers, envFor = () => ({}), maxRestarts = workers * 3, log = console.log }) {
  cluster.setupPrimary({ exec, args });
  let stopping = false;
  const deaths = [];
  const slots = new Map();
  const fork = (slot) => slots.set(cluster.fork(envFor(slot)), slot);

  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    // A worker that has exited but not yet disconnected is still listed; it sends no second 'exit'.
    const alive = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
    if (!alive.length) process.exit(code);
    let left = alive.length;
    for (const worker of alive) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      worker.process.kill('SIGTERM');
    }
    // A worker that does not finish its requests in time is ended.
    setTimeout(() => {
      for (const worker of alive) if (!worker.isDead()) worker.process.kill('SIGKILL');
      process.exit(code);
    }, 15_000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && now - deaths[0] > 60_000) deaths.shift();
    log(`[start] worker ${worker.process.pid} exited (${signal ?? `code ${code}`})`);
    if (deaths.length > maxRestarts) {
      log(`[start] ${deaths.length} workers died within a minute; stopping`);
      stop(1);
      return;
    }
    const slot = slots.get(worker) ?? 0;
    slots.delete(worker);
    fork(slot);
  });

  // A message from one worker goes to every other (e.g. "drop your copy of the quote data",
  // src/server/cache/siblings.ts).
  cluster.on('message', (from, message) => {
    for (const worker of Object.values(cluster.workers ?? {})) {
      // A worker that died meanwhile cannot take it; the callback keeps that failure from ending the primary.
      if (worker && worker !== from && worker.isConnected()) worker.send(message, () => {});
    }
  });

  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(0));
  for (let slot = 0; slot < workers; slot += 1) fork(slot);
  return { stop };
}
