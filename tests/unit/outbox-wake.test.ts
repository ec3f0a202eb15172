// A request that queued e-mails wakes the outbox worker: its own process's, or under `npm start`
// (where one worker process of the machine runs it) the sibling's, through the cluster's messages.
import { afterEach, describe, expect, it, vi } from 'vitest';

const sent: string[] = [];
const listeners = new Map<string, () => void>();
vi.mock('@/server/cache/siblings', () => ({
  tellSiblings: (name: string) => sent.push(name),
  onSiblingMessage: (name: string, listener: () => void) => listeners.set(name, listener),
}));
const drained: number[] = [];
vi.mock('@/server/email/worker', () => ({
  drainOutbox: async () => {
    drained.push(Date.now());
    return { claimed: 0, sent: 0, retrying: 0, failed: 0, more: false };
  },
}));
vi.mock('@/server/rate-limit', () => ({ pruneRateLimits: async () => {} }));

const { startOutboxWorker } = await import('@/server/email/worker-loop');
const { wakeOutboxWorker } = await import('@/server/email/wake');
const db = {} as never;

afterEach(() => {
  sent.length = 0;
  drained.length = 0;
});

describe('waking the outbox worker', () => {
  it('asks the sibling processes when this process runs no worker', () => {
    wakeOutboxWorker();
    expect(sent).toEqual(['outbox-wake']);
  });

  it('wakes its own worker, and a sibling’s request wakes it too, long before the next poll', async () => {
    const worker = startOutboxWorker(db, { intervalMs: 60_000 });
    await vi.waitFor(() => expect(drained).toHaveLength(1)); // the first pass at start
    wakeOutboxWorker();
    await vi.waitFor(() => expect(drained).toHaveLength(2));
    expect(sent).toEqual([]);
    listeners.get('outbox-wake')!();
    await vi.waitFor(() => expect(drained).toHaveLength(3));
    await worker.stop();
  });
});
