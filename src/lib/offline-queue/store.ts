// Where the driver's phone keeps its actions until the server has them (issue 46): IndexedDB
// through `idb`, so they survive a closed tab, a reload or a phone restart, photos and signature
// included as Blobs. The store's auto-incremented key is the tap order the queue sends in.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DriverActionInput } from '@/domain/delivery-actions';
import type { QueueEntry } from '@/domain/driver-queue';

/** One action as kept: what is sent as the `action` field, its files, and the queue's bookkeeping. */
export interface StoredAction extends QueueEntry {
  /** The signed-in driver who tapped it: another driver on this phone neither sees nor sends it. */
  driverId: string;
  /** How the page names the stop in a refusal ("#1a2b3c4d · Ana Ruiz"): the order may be gone from the day by then. */
  label: string;
  action: DriverActionInput;
  photos: Blob[];
  signature: Blob | null;
}

export type NewAction = Omit<StoredAction, 'seq' | 'state' | 'message'>;

/** What the sender and the page need of the store (an in-memory one in the unit tests). */
export interface QueueStore {
  add(action: NewAction): Promise<StoredAction>;
  list(driverId: string): Promise<StoredAction[]>;
  remove(key: string): Promise<void>;
  /**
   * Keeps a refused action to show why, with its photos and signature: the proof of a delivery
   * the office refused (it had marked it delivered itself, or moved its day) is never lost; the
   * driver sends it again once the office has put the order right, or dismisses it.
   */
  refuse(key: string, message: string | null): Promise<void>;
  /** Puts a refused action back in the queue, in its place, to be sent again. */
  retry(key: string): Promise<void>;
}

interface QueueDb extends DBSchema {
  actions: { key: number; value: StoredAction; indexes: { key: string; driverId: string } };
}

const DB_NAME = 'driver-actions';

let opening: Promise<IDBPDatabase<QueueDb>> | undefined;

function database() {
  opening ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(db) {
      const actions = db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
      actions.createIndex('key', 'key', { unique: true });
      actions.createIndex('driverId', 'driverId');
    },
    // Another tab opens a newer version after a deploy: let it.
    blocking() {
      void opening?.then((db) => db.close());
      opening = undefined;
    },
  });
  return opening;
}

async function seqOf(db: IDBPDatabase<QueueDb>, key: string) {
  return db.getKeyFromIndex('actions', 'key', key);
}

/** Sets a kept action's state (and message) in one transaction, its files untouched. */
async function setState(key: string, change: Pick<StoredAction, 'state' | 'message'>) {
  const db = await database();
  const tx = db.transaction('actions', 'readwrite');
  const seq = await tx.store.index('key').getKey(key);
  const row = seq === undefined ? undefined : await tx.store.get(seq);
  if (row) await tx.store.put({ ...row, ...change });
  await tx.done;
}

export const indexedDbQueue: QueueStore = {
  async add(action) {
    const db = await database();
    const entry = { ...action, state: 'waiting' } as StoredAction;
    // The store gives `seq`; the value written must not carry one.
    const seq = await db.add('actions', entry);
    return { ...entry, seq };
  },
  async list(driverId) {
    const rows = await (await database()).getAllFromIndex('actions', 'driverId', driverId);
    return rows.sort((a, b) => a.seq - b.seq);
  },
  async remove(key) {
    const db = await database();
    const seq = await seqOf(db, key);
    if (seq !== undefined) await db.delete('actions', seq);
  },
  refuse: (key, message) => setState(key, { state: 'refused', message }),
  retry: (key) => setState(key, { state: 'waiting', message: null }),
};

/** Asks the browser not to clear this site's storage when space runs low (best effort; some never ask the user). */
export function keepStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}
