// npm run outbox:work             send every e-mail that is due, then exit
// npm run outbox:work -- --watch  keep sending until stopped (Ctrl+C)
// Uses the same settings as the site (.env, .env.local); see .env.example.
import { loadEnvFiles } from './load-env';

loadEnvFiles();
// The business facts come from the database (business settings), read before each e-mail.

const { getDb } = await import('../src/server/db/client');
const { drainOutbox } = await import('../src/server/email/worker');
const { startOutboxWorker } = await import('../src/server/email/worker-loop');

const db = getDb();
if (process.argv.includes('--watch')) {
  const worker = startOutboxWorker(db);
  console.log('[outbox] watching for e-mails to send (Ctrl+C to stop)');
  // The loop's timers do not keep the process alive by themselves.
  const keepAlive = setInterval(() => {}, 60_000);
  const stop = async () => {
    clearInterval(keepAlive);
    await worker.stop();
    await db.$disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} else {
  // No limit on the number of batches: keep going until nothing due is left.
  const result = await drainOutbox(db, {}, Infinity);
  console.log(`[outbox] claimed ${result.claimed}: ${result.sent} sent, ${result.retrying} to retry, ${result.failed} failed, ${result.dropped} with nobody to send to`);
  await db.$disconnect();
}
