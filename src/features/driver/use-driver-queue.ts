// The driver's queue on the page (issue 46): what waits on this phone and what the office
// refused, kept in IndexedDB (src/lib/offline-queue) and sent in order when the page opens, the
// connection comes back, the page is shown again, and on the runner's retry timer.
import { useCallback, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { waiting as waitingOf } from '@/domain/driver-queue';
import { createQueueRunner, oneTabAtATime } from '@/lib/offline-queue/runner';
import { sendAction } from '@/lib/offline-queue/send';
import { indexedDbQueue, keepStorage, type NewAction, type StoredAction } from '@/lib/offline-queue/store';

function onConnectivity(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

export function useDriverQueue(driverId: string, onSent: () => void) {
  const [entries, setEntries] = useState<StoredAction[]>([]);
  const [signedOut, setSignedOut] = useState(false);
  const online = useSyncExternalStore(onConnectivity, () => navigator.onLine, () => true);
  /** The last sending failed in a way that may pass (the retry timer is running). */
  const [stalled, setStalled] = useState(false);
  const runner = useRef<ReturnType<typeof createQueueRunner> | null>(null);
  const sent = useEffectEvent(onSent);

  const refresh = useCallback(async () => {
    try {
      setEntries(await indexedDbQueue.list(driverId));
    } catch {
      setEntries([]);
    }
  }, [driverId]);

  useEffect(() => {
    keepStorage();
    const queue = createQueueRunner({
      store: indexedDbQueue,
      driverId,
      send: sendAction,
      online: () => navigator.onLine,
      exclusive: oneTabAtATime,
      onSent: (_action, outcome) => {
        setStalled(outcome.kind === 'retry');
        if (outcome.kind === 'retry') setSignedOut(outcome.signedOut);
        else {
          setSignedOut(false);
          sent();
        }
        void refresh();
      },
    });
    runner.current = queue;
    const wake = () => void refresh().then(() => queue.drain());
    const shown = () => document.visibilityState === 'visible' && wake();
    wake();
    const stopWatching = onConnectivity(wake);
    document.addEventListener('visibilitychange', shown);
    return () => {
      queue.stop();
      stopWatching();
      document.removeEventListener('visibilitychange', shown);
    };
  }, [driverId, refresh]);

  /** Keeps the action on the phone first, then tries to send it; throws when the phone cannot keep it. */
  const add = useCallback(
    async (action: NewAction) => {
      await indexedDbQueue.add(action);
      await refresh();
      void runner.current?.drain();
    },
    [refresh],
  );

  const dismiss = useCallback(
    async (key: string) => {
      await indexedDbQueue.remove(key);
      await refresh();
    },
    [refresh],
  );

  /** A refused action back in the queue (the office has put the order right), sent at once. */
  const retry = useCallback(
    async (key: string) => {
      await indexedDbQueue.retry(key);
      await refresh();
      void runner.current?.drain();
    },
    [refresh],
  );

  const sendNow = useCallback(() => void runner.current?.drain(), []);

  return { entries, waiting: waitingOf(entries), refused: entries.filter((e) => e.state === 'refused'), signedOut, online, stalled, add, dismiss, retry, sendNow };
}
