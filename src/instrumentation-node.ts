// What src/instrumentation.ts starts in a Node.js server process: the e-mail outbox worker.
export async function startInProcessWorkers() {
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
