// The driver's queue sending with a fake server (issue 46): in tap order, one at a time, stopping
// at the first failure that may pass and trying again later, dropping what is refused for good
// with its reason, never one key twice at once; and the request each action becomes.
import { describe, expect, it } from 'vitest';
import type { SendOutcome } from '@/domain/driver-queue';
import { createQueueRunner } from '@/lib/offline-queue/runner';
import { sendAction } from '@/lib/offline-queue/send';
import type { NewAction, StoredAction } from '@/lib/offline-queue/store';
import { memoryQueue } from '../support/memory-queue';

const DRIVER = 'driver-1';

const action = (key: string, kind: NewAction['kind'] = 'onMyWay', orderId = 'o1'): NewAction => ({
  key,
  orderId,
  kind,
  driverId: DRIVER,
  label: '#o1 · Ana Ruiz',
  action: { key, orderId, kind, at: '2031-07-04T14:00:00.000Z', lang: 'es' },
  photos: [],
  signature: null,
});

const sent: SendOutcome = { kind: 'sent', status: 'OUT_FOR_DELIVERY', replayed: false };
const noSignal: SendOutcome = { kind: 'retry', signedOut: false };

/** A runner over a store, with the server's answers given per key (sent unless told) and timers recorded, not run. */
function setUp(answers: Record<string, SendOutcome[]> = {}, opts: { online?: () => boolean; otherTab?: boolean } = {}) {
  const store = memoryQueue();
  const calls: string[] = [];
  const timers: number[] = [];
  const seen: [string, SendOutcome['kind']][] = [];
  const runner = createQueueRunner({
    store,
    driverId: DRIVER,
    send: async (a) => {
      calls.push(a.key);
      return answers[a.key]?.shift() ?? sent;
    },
    onSent: (a, outcome) => seen.push([a.key, outcome.kind]),
    online: opts.online,
    exclusive: opts.otherTab ? async () => false : undefined,
    setTimer: (_fn, ms) => {
      timers.push(ms);
      return () => undefined;
    },
  });
  return { store, calls, timers, seen, runner };
}

describe('sending the queue', () => {
  it('sends every waiting action in tap order and removes each once the server has it', async () => {
    const { store, calls, seen, runner } = setUp();
    for (const key of ['a', 'b', 'c']) await store.add(action(key));
    await runner.drain();
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(seen).toEqual([
      ['a', 'sent'],
      ['b', 'sent'],
      ['c', 'sent'],
    ]);
    expect(store.rows).toEqual([]);
  });

  it('stops at the first failure that may pass (no signal, 5xx, signed out), keeps it and what follows, and tries again later with a growing delay', async () => {
    const { store, calls, timers, runner } = setUp({ b: [noSignal, { kind: 'retry', signedOut: true }] });
    for (const key of ['a', 'b', 'c']) await store.add(action(key));
    await runner.drain();
    expect(calls).toEqual(['a', 'b']);
    expect(store.rows.map((r) => [r.key, r.state])).toEqual([
      ['b', 'waiting'],
      ['c', 'waiting'],
    ]);
    await runner.drain();
    expect(timers).toEqual([2_000, 4_000]);
    // Back online: b goes first, then c.
    await runner.drain();
    expect(calls).toEqual(['a', 'b', 'b', 'b', 'c']);
    expect(store.rows).toEqual([]);
  });

  it('sets aside an action refused for good, keeping its reason and its photos, goes on with the next, and sends it again only when the driver asks', async () => {
    const { store, calls, runner } = setUp({ a: [{ kind: 'refused', message: 'Este pedido ya fue entregado.' }, { kind: 'sent', status: 'DELIVERED', replayed: false }] });
    const photo = new Blob(['x'], { type: 'image/jpeg' });
    await store.add({ ...action('a', 'delivered'), photos: [photo] });
    await store.add(action('b', 'onMyWay', 'o2'));
    await runner.drain();
    expect(calls).toEqual(['a', 'b']);
    expect(store.rows).toEqual([expect.objectContaining({ key: 'a', state: 'refused', message: 'Este pedido ya fue entregado.', photos: [photo] })]);
    // A refused action is not sent again by itself…
    await runner.drain();
    expect(calls).toEqual(['a', 'b']);
    // …but once the office has put the order right, the driver sends it again, photo and all.
    await store.retry('a');
    await runner.drain();
    expect(calls).toEqual(['a', 'b', 'a']);
    expect(store.rows).toEqual([]);
  });

  it('never sends one key twice at once, however often it is asked to send, and sends what was added meanwhile', async () => {
    const store = memoryQueue();
    let inFlight = 0;
    let most = 0;
    const calls: string[] = [];
    let release!: () => void;
    const runner = createQueueRunner({
      store,
      driverId: DRIVER,
      send: async (a) => {
        calls.push(a.key);
        inFlight++;
        most = Math.max(most, inFlight);
        if (a.key === 'a') await new Promise<void>((resolve) => (release = resolve));
        inFlight--;
        return sent;
      },
      onSent: () => undefined,
    });
    await store.add(action('a'));
    const first = runner.drain();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const more = [runner.drain(), runner.drain(), runner.drain()];
    await store.add(action('b'));
    release();
    await Promise.all([first, ...more]);
    expect(calls).toEqual(['a', 'b']);
    expect(most).toBe(1);
  });

  it('sends nothing while the phone is offline or another tab is sending, and looks again later', async () => {
    const offline = setUp({}, { online: () => false });
    await offline.store.add(action('a'));
    await offline.runner.drain();
    expect(offline.calls).toEqual([]);
    expect(offline.timers).toEqual([]);

    const otherTab = setUp({}, { otherTab: true });
    await otherTab.store.add(action('a'));
    await otherTab.runner.drain();
    expect(otherTab.calls).toEqual([]);
    expect(otherTab.timers).toEqual([10_000]);
  });

  it("sends only the signed-in driver's actions", async () => {
    const { store, calls, runner } = setUp();
    await store.add({ ...action('theirs'), driverId: 'driver-2' });
    await store.add(action('mine'));
    await runner.drain();
    expect(calls).toEqual(['mine']);
  });
});

describe('the request an action becomes', () => {
  it('is multipart in the driver’s language: the action as JSON, each photo as `photo`, the signature as `signature`', async () => {
    let request: { url: string; init: RequestInit } | undefined;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      request = { url, init };
      return new Response(JSON.stringify({ ok: true, status: 'DELIVERED', replayed: true }), { status: 200 });
    }) as unknown as typeof fetch;
    const entry: StoredAction = {
      ...action('k1', 'delivered'),
      action: { key: 'k1', orderId: 'o1', kind: 'delivered', at: '2031-07-04T14:00:00.000Z', lang: 'en', leftOnSite: true, palletsReturned: 2 },
      photos: [new Blob(['one'], { type: 'image/jpeg' }), new Blob(['two'], { type: 'image/webp' })],
      signature: new Blob(['png'], { type: 'image/png' }),
      seq: 1,
      state: 'waiting',
    };
    expect(await sendAction(entry, fakeFetch)).toEqual({ kind: 'sent', status: 'DELIVERED', replayed: true });
    expect([request!.url, request!.init.method, request!.init.headers]).toEqual(['/api/driver/actions', 'POST', { 'x-lang': 'en' }]);
    const form = request!.init.body as FormData;
    expect(JSON.parse(form.get('action') as string)).toEqual(entry.action);
    expect((form.getAll('photo') as File[]).map((f) => [f.name, f.type])).toEqual([
      ['photo-1.jpg', 'image/jpeg'],
      ['photo-2.webp', 'image/webp'],
    ]);
    expect((form.get('signature') as File).name).toBe('signature.png');
  });

  it('reads no answer (no signal) as one to try again', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await sendAction({ ...action('k'), seq: 1, state: 'waiting' }, failing)).toEqual({ kind: 'retry', signedOut: false });
  });
});
