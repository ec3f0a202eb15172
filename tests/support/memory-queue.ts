// The driver's queue store in memory (src/lib/offline-queue/store.ts keeps it in IndexedDB, which
// Node lacks): the same contract, for the runner's unit and integration tests.
import type { NewAction, QueueStore, StoredAction } from '@/lib/offline-queue/store';

export function memoryQueue(): QueueStore & { rows: StoredAction[] } {
  const rows: StoredAction[] = [];
  let seq = 0;
  return {
    rows,
    async add(action: NewAction) {
      if (rows.some((r) => r.key === action.key)) throw new Error(`key ${action.key} is already queued`);
      const row: StoredAction = { ...action, seq: ++seq, state: 'waiting' };
      rows.push(row);
      return row;
    },
    async list(driverId) {
      return rows.filter((r) => r.driverId === driverId).map((r) => ({ ...r }));
    },
    async remove(key) {
      const at = rows.findIndex((r) => r.key === key);
      if (at >= 0) rows.splice(at, 1);
    },
    async refuse(key, message) {
      const row = rows.find((r) => r.key === key);
      if (row) Object.assign(row, { state: 'refused', message });
    },
    async retry(key) {
      const row = rows.find((r) => r.key === key);
      if (row) Object.assign(row, { state: 'waiting', message: null });
    },
  };
}
