// The driver's phone queue against the real POST /api/driver/actions (issue 46): actions kept while
// the phone has no signal are sent in tap order once it is back, each applied once (a sending
// whose answer was lost, sent again, is a replay); an action refused for good is set aside with the
// server's reason in the driver's language and the next one still goes; signed out, the action
// stays and goes once the driver is signed in again. What the phone builds (src/lib/offline-queue)
// is what the route reads (helper A1's driver-actions.test.ts covers the route's own rules).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { businessClock } from '@/domain/delivery-date';
import type { SendOutcome } from '@/domain/driver-queue';
import { translate } from '@/server/i18n/translate';
import * as actionRoute from '@/pages/api/driver/actions';
import { createQueueRunner } from '@/lib/offline-queue/runner';
import { sendAction } from '@/lib/offline-queue/send';
import type { StoredAction } from '@/lib/offline-queue/store';
import { newAction } from '@/features/driver/new-action';
import { memoryQueue } from '../support/memory-queue';
import { apiServerForTests } from './support/api-server';
import { createUser } from './support/caller';
import { db } from './support/db';
import { acceptedOrder } from './support/orders';
import { sessionCookie } from './support/session';

const api = apiServerForTests([{ prefix: '/api/driver/actions', param: null, module: actionRoute }]);

const jpeg = () => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg().toBuffer();
const png = () => sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

/** A driver's phone: its queue, whether it has a signal and whose session it carries. */
async function phone() {
  const driver = await createUser('DRIVER');
  const made = await acceptedOrder({ language: 'es', lines: [{ quantity: 2, unit: 'PALLET' }] });
  const today = businessClock(new Date()).date;
  const order = await db.order.update({ where: { id: made.order.id }, data: { status: 'SCHEDULED', driverId: driver.id, windowStart: 480, windowEnd: 600, deliveryDate: new Date(`${today}T00:00:00Z`) } });
  const state = { signal: true, cookie: await sessionCookie(driver) };
  const outcomes: [string, SendOutcome][] = [];
  const store = memoryQueue();
  // The browser sends this site's Origin and the session cookie itself.
  const network = (async (url: string, init: RequestInit) => {
    if (!state.signal) throw new TypeError('Failed to fetch');
    return fetch(api.url(url), { ...init, headers: { ...(init.headers as Record<string, string>), origin: api.origin, cookie: state.cookie } });
  }) as unknown as typeof fetch;
  const runner = createQueueRunner({ store, driverId: driver.id, send: (a) => sendAction(a, network), onSent: (a, outcome) => outcomes.push([a.kind, outcome]), setTimer: () => () => undefined });
  const tap = (kind: StoredAction['kind'], details = {}, files = {}) => store.add(newAction(driver.id, { orderId: order.id, label: '#x · Ana' }, kind, 'es', details, files));
  return { driver, order, state, store, outcomes, runner, tap };
}

const orderNow = (id: string) => db.order.findUniqueOrThrow({ where: { id }, select: { status: true, attempts: { select: { outcome: true, receivedBy: true, palletsReturned: true, photoIds: true, signatureId: true } } } });

describe("the driver's phone queue, sent to the server", () => {
  it('keeps actions while offline, sends them in tap order once back, and applies each once however often it is sent', async () => {
    const p = await phone();
    p.state.signal = false;
    await p.tap('onMyWay');
    const delivered = await p.tap('delivered', { receivedBy: 'José Pérez', palletsReturned: 1 }, { photos: [blob(await jpeg(), 'image/jpeg')], signature: blob(await png(), 'image/png') });
    await p.runner.drain();
    expect(p.outcomes.map(([, o]) => o.kind)).toEqual(['retry']);
    expect((await orderNow(p.order.id)).status).toBe('SCHEDULED');
    expect(p.store.rows.map((r) => [r.kind, r.state])).toEqual([
      ['onMyWay', 'waiting'],
      ['delivered', 'waiting'],
    ]);

    p.state.signal = true;
    await p.runner.drain();
    expect(p.outcomes.slice(1)).toEqual([
      ['onMyWay', { kind: 'sent', status: 'OUT_FOR_DELIVERY', replayed: false }],
      ['delivered', { kind: 'sent', status: 'DELIVERED', replayed: false }],
    ]);
    expect(p.store.rows).toEqual([]);
    const after = await orderNow(p.order.id);
    expect(after.status).toBe('DELIVERED');
    expect(after.attempts).toEqual([{ outcome: 'DELIVERED', receivedBy: 'José Pérez', palletsReturned: 1, photoIds: [expect.any(String)], signatureId: expect.any(String) }]);
    const emails = await db.emailOutbox.count({ where: { thread: `order:${p.order.id}` } });

    // The answer was lost on the way back: the phone still holds the action and sends it again.
    await p.store.add({ ...delivered, photos: delivered.photos, signature: delivered.signature });
    await p.runner.drain();
    expect(p.outcomes.at(-1)).toEqual(['delivered', { kind: 'sent', status: 'DELIVERED', replayed: true }]);
    expect((await orderNow(p.order.id)).attempts).toHaveLength(1);
    expect(await db.emailOutbox.count({ where: { thread: `order:${p.order.id}` } })).toBe(emails);
  });

  it("sets aside an action refused for good with the server's reason in Spanish and its photo, sends the next one, and sends it again when the driver asks", async () => {
    const p = await phone();
    // "Delivered" before "On my way": refused for good, the order unchanged.
    await p.tap('delivered', { leftOnSite: true }, { photos: [blob(await jpeg(), 'image/jpeg')] });
    await p.tap('onMyWay');
    await p.runner.drain();
    expect(p.outcomes).toEqual([
      ['delivered', { kind: 'refused', message: translate('es', 'orders:driverActions.errors.onMyWayFirst') }],
      ['onMyWay', { kind: 'sent', status: 'OUT_FOR_DELIVERY', replayed: false }],
    ]);
    const [refused] = p.store.rows;
    expect(refused).toMatchObject({ kind: 'delivered', state: 'refused', message: 'Toque “En camino” antes de “Entregado”. No se cambió nada.' });
    expect(refused!.photos).toHaveLength(1);
    expect((await orderNow(p.order.id)).status).toBe('OUT_FOR_DELIVERY');
    // Now on the way, the driver sends the kept delivery again: the proof arrives with its photo.
    await p.store.retry(refused!.key);
    await p.runner.drain();
    expect(p.outcomes.at(-1)).toEqual(['delivered', { kind: 'sent', status: 'DELIVERED', replayed: false }]);
    expect(p.store.rows).toEqual([]);
    const after = await orderNow(p.order.id);
    expect([after.status, after.attempts.map((a) => a.photoIds.length)]).toEqual(['DELIVERED', [1]]);
  });

  it('keeps the action while the driver is signed out and sends it once they sign in again', async () => {
    const p = await phone();
    const signedIn = p.state.cookie;
    p.state.cookie = '';
    await p.tap('onMyWay');
    await p.runner.drain();
    expect(p.outcomes).toEqual([['onMyWay', { kind: 'retry', signedOut: true }]]);
    expect(p.store.rows.map((r) => r.state)).toEqual(['waiting']);
    expect((await orderNow(p.order.id)).status).toBe('SCHEDULED');

    p.state.cookie = signedIn;
    await p.runner.drain();
    expect(p.outcomes.at(-1)).toEqual(['onMyWay', { kind: 'sent', status: 'OUT_FOR_DELIVERY', replayed: false }]);
    expect(p.store.rows).toEqual([]);
  });
});
