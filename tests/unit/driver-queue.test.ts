// The driver's offline queue (issue 46): how each answer of the server is read, which action goes
// next (tap order, one at a time), what happens to it after, how long to wait before trying
// again, and the state a stop's card shows with the actions still on the phone.
import { describe, expect, it } from 'vitest';
import { actionsFrom, afterSend, nextToSend, outcomeOf, retryDelay, shownStatus, waiting, type QueueEntry } from '@/domain/driver-queue';

const entry = (seq: number, over: Partial<QueueEntry> = {}): QueueEntry => ({ key: `k${seq}`, seq, orderId: 'o1', kind: 'onMyWay', state: 'waiting', ...over });

describe("reading the server's answer", () => {
  it.each([
    { name: 'applied now', status: 200, body: { ok: true, status: 'OUT_FOR_DELIVERY', replayed: false }, expected: { kind: 'sent', status: 'OUT_FOR_DELIVERY', replayed: false } },
    { name: 'a replay of a key already applied', status: 200, body: { ok: true, status: 'DELIVERED', replayed: true }, expected: { kind: 'sent', status: 'DELIVERED', replayed: true } },
    { name: 'not this driver’s order (403)', status: 403, body: { ok: false, final: true, message: 'No es su entrega.' }, expected: { kind: 'refused', message: 'No es su entrega.' } },
    { name: 'wrong state (409)', status: 409, body: { ok: false, final: true, message: 'Already delivered.' }, expected: { kind: 'refused', message: 'Already delivered.' } },
    { name: 'bad input (400)', status: 400, body: { ok: false, final: true, message: 'Add a photo.' }, expected: { kind: 'refused', message: 'Add a photo.' } },
    { name: 'gone (404)', status: 404, body: { ok: false, final: true, message: 'Not found.' }, expected: { kind: 'refused', message: 'Not found.' } },
    { name: 'too large, our answer (413)', status: 413, body: { ok: false, final: true, message: 'Too large.' }, expected: { kind: 'refused', message: 'Too large.' } },
    { name: 'a 4xx that is not ours (a proxy’s or a hotspot’s page): kept, photos and all', status: 403, body: '<html>Blocked</html>', expected: { kind: 'retry', signedOut: false } },
    { name: 'a 4xx without a body', status: 413, body: null, expected: { kind: 'retry', signedOut: false } },
    { name: 'signed out (401): kept, ask to sign in', status: 401, body: { ok: false, final: false, message: 'Sign in.' }, expected: { kind: 'retry', signedOut: true } },
    { name: 'the server failed (500)', status: 500, body: { error: 'x' }, expected: { kind: 'retry', signedOut: false } },
    { name: 'the server is unavailable (503)', status: 503, body: null, expected: { kind: 'retry', signedOut: false } },
    { name: 'too many requests (429)', status: 429, body: null, expected: { kind: 'retry', signedOut: false } },
    { name: 'no answer at all (no signal)', status: null, body: null, expected: { kind: 'retry', signedOut: false } },
    { name: 'a 200 that is not ours (a captive portal’s page)', status: 200, body: '<html>', expected: { kind: 'retry', signedOut: false } },
    { name: 'a redirect the browser did not follow', status: 0, body: null, expected: { kind: 'retry', signedOut: false } },
  ])('$name', ({ status, body, expected }) => {
    expect(outcomeOf(status, body)).toEqual(expected);
  });

  it('drops an action on a final refusal and goes on; keeps it and stops on anything that may pass later', () => {
    expect(afterSend({ kind: 'sent', status: 'DELIVERED', replayed: false })).toEqual({ entry: 'remove', goOn: true });
    expect(afterSend({ kind: 'refused', message: 'x' })).toEqual({ entry: 'refuse', goOn: true });
    expect(afterSend({ kind: 'retry', signedOut: true })).toEqual({ entry: 'keep', goOn: false });
    expect(afterSend({ kind: 'retry', signedOut: false })).toEqual({ entry: 'keep', goOn: false });
  });
});

describe('which action goes next', () => {
  it('sends in tap order whatever order they are stored or listed in, skipping refused ones', () => {
    const entries = [entry(3), entry(1, { state: 'refused', message: 'no' }), entry(2, { orderId: 'o2' })];
    expect(nextToSend(entries, new Set())?.key).toBe('k2');
    expect(waiting(entries).map((e) => e.key)).toEqual(['k2', 'k3']);
  });

  it('sends nothing while the first is on its way: never one key twice at once, and nothing overtakes it', () => {
    const entries = [entry(1), entry(2)];
    expect(nextToSend(entries, new Set(['k1']))).toBeNull();
    expect(nextToSend([], new Set())).toBeNull();
  });
});

describe('waiting before trying again', () => {
  it('doubles from 2 seconds up to 5 minutes', () => {
    expect([1, 2, 3, 4, 8, 9, 50].map(retryDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 256_000, 300_000, 300_000]);
  });
});

describe("the state a stop's card shows", () => {
  it("is the server's state with the waiting actions applied in tap order", () => {
    expect(shownStatus('SCHEDULED', [])).toBe('SCHEDULED');
    expect(shownStatus('SCHEDULED', [entry(1)])).toBe('OUT_FOR_DELIVERY');
    expect(shownStatus('SCHEDULED', [entry(2, { kind: 'delivered' }), entry(1)])).toBe('DELIVERED');
    expect(shownStatus('OUT_FOR_DELIVERY', [entry(1, { kind: 'notDelivered' })])).toBe('ACCEPTED');
  });

  it('ignores refused actions and those the state no longer allows (applied by the server before this read)', () => {
    expect(shownStatus('SCHEDULED', [entry(1, { state: 'refused' })])).toBe('SCHEDULED');
    expect(shownStatus('OUT_FOR_DELIVERY', [entry(1), entry(2, { kind: 'delivered' })])).toBe('DELIVERED');
    expect(shownStatus('DELIVERED', [entry(1, { kind: 'notDelivered' })])).toBe('DELIVERED');
  });

  it("offers the driver's moves from that state only", () => {
    const today = '2031-07-04';
    expect(actionsFrom('SCHEDULED', today, today)).toEqual(['onMyWay', 'notDelivered']);
    expect(actionsFrom('OUT_FOR_DELIVERY', today, today)).toEqual(['delivered', 'notDelivered']);
    expect(actionsFrom('DELIVERED', today, today)).toEqual([]);
    expect(actionsFrom('ACCEPTED', today, today)).toEqual([]);
    expect(actionsFrom('CANCELLED', today, today)).toEqual([]);
  });

  it('offers nothing on a scheduled delivery before its date (the server refuses a load leaving, or a return trip charged), but does on a past one', () => {
    expect(actionsFrom('SCHEDULED', '2031-07-05', '2031-07-04')).toEqual([]);
    expect(actionsFrom('SCHEDULED', '2031-07-03', '2031-07-04')).toEqual(['onMyWay', 'notDelivered']);
    // A load the office sent out early.
    expect(actionsFrom('OUT_FOR_DELIVERY', '2031-07-05', '2031-07-04')).toEqual(['delivered', 'notDelivered']);
  });
});
