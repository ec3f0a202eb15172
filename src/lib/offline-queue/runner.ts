// Sends the driver's waiting actions, one at a time in tap order (rules: src/domain/driver-queue.ts):
// each call of `drain` runs at most one loop per tab, and `exclusive` (a Web Lock in the browser)
// keeps two tabs of the phone from sending at once. A failure that may pass stops the loop and
// tries again after a growing delay; `drain` again (back online, the page shown) tries at once.
import { afterSend, nextToSend, retryDelay, type SendOutcome } from '@/domain/driver-queue';
import type { QueueStore, StoredAction } from './store';

export interface QueueRunnerOptions {
  store: Pick<QueueStore, 'list' | 'remove' | 'refuse'>;
  driverId: string;
  send: (action: StoredAction) => Promise<SendOutcome>;
  /** After each sending, with what it came to. */
  onSent: (action: StoredAction, outcome: SendOutcome) => void;
  /** False: no network, wait for the `online` event. */
  online?: () => boolean;
  /** Runs `fn` unless another tab is sending (then false). */
  exclusive?: (fn: () => Promise<void>) => Promise<boolean>;
  setTimer?: (fn: () => void, ms: number) => () => void;
}

/** While another tab holds the queue, look again this often (it may have been closed). */
const OTHER_TAB_DELAY = 10_000;

export function createQueueRunner(options: QueueRunnerOptions) {
  const { store, driverId, send, onSent } = options;
  const online = options.online ?? (() => true);
  const exclusive = options.exclusive ?? (async (fn) => (await fn(), true));
  const setTimer = options.setTimer ?? ((fn, ms) => clearTimeout.bind(null, setTimeout(fn, ms)));
  const sending = new Set<string>();
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let cancelTimer: (() => void) | null = null;
  let stopped = false;

  function retryIn(ms: number) {
    cancelTimer?.();
    cancelTimer = stopped ? null : setTimer(() => void drain(), ms);
  }

  async function loop() {
    do {
      again = false;
      for (;;) {
        if (stopped || !online()) return;
        const next = nextToSend(await store.list(driverId), sending);
        if (!next) break;
        sending.add(next.key);
        let outcome: SendOutcome;
        try {
          outcome = await send(next);
        } catch {
          outcome = { kind: 'retry', signedOut: false };
        } finally {
          sending.delete(next.key);
        }
        const step = afterSend(outcome);
        if (step.entry === 'remove') await store.remove(next.key);
        if (step.entry === 'refuse') await store.refuse(next.key, outcome.kind === 'refused' ? outcome.message : null);
        onSent(next, outcome);
        if (!step.goOn) {
          failures++;
          retryIn(retryDelay(failures));
          return;
        }
        failures = 0;
      }
    } while (again);
  }

  /** Sends what is waiting; while a loop runs, it looks for new actions again before it ends. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    cancelTimer?.();
    cancelTimer = null;
    running = exclusive(loop)
      .then((ran) => {
        if (!ran) retryIn(OTHER_TAB_DELAY);
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function stop() {
    stopped = true;
    cancelTimer?.();
    cancelTimer = null;
  }

  return { drain, stop };
}

/** A Web Lock across the phone's tabs, where the browser has them (else this tab alone). */
export async function oneTabAtATime(fn: () => Promise<void>): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.locks) {
    await fn();
    return true;
  }
  return navigator.locks.request('driver-actions', { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await fn();
    return true;
  });
}
