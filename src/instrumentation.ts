// Next's start-up hook: the e-mail outbox worker runs inside the web server (unless
// OUTBOX_WORKER=false, e.g. when `npm run outbox:work -- --watch` runs as its own process).
// It never runs during `next build`, and nothing it does can stop the server from starting.
// The work is in instrumentation-node.ts behind a `NEXT_RUNTIME === 'nodejs'` block, the form
// webpack removes from the edge build even in development (an early return is not removed, and
// the edge build then fails on the worker's `node:` imports).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startInProcessWorkers } = await import('./instrumentation-node');
    await startInProcessWorkers();
  }
}
