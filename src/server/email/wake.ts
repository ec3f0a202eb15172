// Waking the outbox worker after a request queued an e-mail. Kept apart from the worker
// (./worker-loop.ts) so that queuing code does not import the sending code.
import { tellSiblings } from '@/server/cache/siblings';

/** A worker this process runs: ./worker-loop.ts puts it here. */
export interface RunningWorker {
  wake(): void;
  stop(): Promise<void>;
}

export const runningWorker = globalThis as unknown as { outboxWorker?: RunningWorker };
/** The message that wakes a sibling process's worker. */
export const WAKE = 'outbox-wake';

/**
 * Asks the worker to send now rather than at the next poll: this process's, or when it has none
 * (`npm start` runs it in one worker process of the machine) the one in a sibling process.
 */
export function wakeOutboxWorker() {
  if (runningWorker.outboxWorker) runningWorker.outboxWorker.wake();
  else tellSiblings(WAKE);
}
