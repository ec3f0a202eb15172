// Next's start-up hook: the e-mail outbox worker runs inside the web server (unless
// OUTBOX_WORKER=false, e.g. when `npm run outbox:work -- --watch` runs as its own process).
// It never runs during `next build`, and nothing it does can stop the server from starting.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { env, databaseUrl } = await import('./config/env.mjs');
  if (!env.OUTBOX_WORKER) return;
  const { log } = await import('./server/log');
  if (!databaseUrl()) {
    log.warn('[outbox] DATABASE_URL is not set; the e-mail worker is not started.');
    return;
  }
  try {
    const { getDb } = await import('./server/db/client');
    const { startOutboxWorker } = await import('./server/email/worker-loop');
    startOutboxWorker(getDb());
  } catch (error) {
    log.error('[outbox] the e-mail worker could not start; e-mails stay queued', error);
  }
}
