// The worker running inside a long-lived process (the web server via src/instrumentation.ts,
// or `npm run outbox:work -- --watch`). It polls, and wakes at once when a request has just
// queued an e-mail. No error ever escapes: a failed pass is logged and tried again later.
import type { Db } from '@/server/db/client';
import { onSiblingMessage } from '@/server/cache/siblings';
import { pruneRateLimits } from '@/server/rate-limit';
import { drainOutbox, type OutboxWorkerOptions } from './worker';
import { log } from '@/server/log';
import { runningWorker as holder, WAKE, type RunningWorker } from './wake';

export type { RunningWorker } from './wake';

interface LoopOptions extends OutboxWorkerOptions {
  intervalMs?: number;
}

const MAX_ERROR_DELAY_MS = 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export function startOutboxWorker(db: Db, { intervalMs = 5000, ...options }: LoopOptions = {}): RunningWorker {
  if (holder.outboxWorker) return holder.outboxWorker;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let errorStreak = 0;
  let lastPrune = 0;

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void pass(), delay);
    timer.unref?.();
  };

  const pass = async () => {
    if (current) {
      again = true;
      return;
    }
    current = (async () => {
      try {
        do {
          again = false;
          // A pass sends a bounded number; after a burst the next one starts at once, not at the next poll.
          if ((await drainOutbox(db, options)).more) again = true;
        } while (again && !stopped);
        if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneRateLimits(db);
        }
        errorStreak = 0;
      } catch (error) {
        errorStreak += 1;
        log.error('[outbox] worker pass failed; will retry', error);
      }
    })();
    await current;
    current = null;
    schedule(errorStreak ? Math.min(MAX_ERROR_DELAY_MS, intervalMs * 2 ** errorStreak) : intervalMs);
  };

  const worker: RunningWorker = {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      if (holder.outboxWorker === worker) holder.outboxWorker = undefined;
    },
  };
  holder.outboxWorker = worker;
  onSiblingMessage(WAKE, () => holder.outboxWorker?.wake());
  schedule(0);
  return worker;
}
