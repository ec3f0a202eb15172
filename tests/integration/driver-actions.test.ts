// A driver's actions from the phone (issue 46) through the real route handlers on a real database:
// on my way and delivered with photos, a signature and pallets returned (the customer's e-mails
// queued once, in the order's language, the photo attached); a replay and two sends at once of one
// key applied once; an action out of order, on another driver's order, from a customer or signed
// out refused with a clear message and nothing changed; could not deliver with the return-trip fee
// owed; the proof files private to staff, the customer and the driver.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env.mjs';
import { translate } from '@/server/i18n/translate';
import { issueQuoteLink } from '@/server/services/quote-links';
import { deliveryProofs } from '@/server/services/delivery-proofs';
import { dropPhotoKey } from '@/server/services/drop-photos';
import { photoStore } from '@/server/storage/photo-store';
import { getLedger } from '@/server/services/payments/order-ledger';
import { customerMoney } from '@/server/services/payments/customer-money';
import * as actionRoute from '@/pages/api/driver/actions';
import * as proofRoute from '@/pages/api/delivery-proofs/[id]/[file]';
import * as dropPhotoRoute from '@/pages/api/drop-photos/[id]/[file]';
import { MAX_ACTION_BYTES, type DriverActionInput } from '@/domain/delivery-actions';
import type { OrderEmail } from '@emails/registry';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { apiServerForTests, postDeclaringMore, twoSegments } from './support/api-server';
import { sessionCookie } from './support/session';
import { emailFor } from './support/mailbox';
import { acceptedOrder } from './support/orders';
import { addDays, businessClock } from '@/domain/delivery-date';
import { DEPOSIT_RULES, paymentRulesForTests } from './support/stripe';
import { readLedger } from '@/server/services/payments/order-ledger';
import { loadPaymentRules } from '@/server/services/payments/payment-settings';

const api = apiServerForTests([
  { prefix: '/api/driver/actions', param: null, module: actionRoute },
  { prefix: '/api/delivery-proofs/', param: { name: 'path', catchAll: false }, module: twoSegments(proofRoute.default) },
  { prefix: '/api/drop-photos/', param: { name: 'path', catchAll: false }, module: twoSegments(dropPhotoRoute.default) },
]);

// $20 back per pallet returned, a $100 return trip; no deposit.
paymentRulesForTests({ ...DEPOSIT_RULES, palletDepositCents: 2_000, creditReturnedPallets: true, returnTripFeeCents: 10_000 });

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg({ quality: 80 }).toBuffer();
const signaturePng = () => sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } }).png().toBuffer();

/** Today on the business calendar: the day a scheduled load goes out. */
const today = () => businessClock(new Date(), 'America/Chicago').date;

/** A driver (two-step verification on) and a delivery of 3 pallets scheduled for them today (or `date`), 8 AM to 10 AM. */
async function scheduledOrder(language: 'en' | 'es' = 'es', driver?: { id: string }, date = today()) {
  const owner = driver ?? (await createUser('DRIVER'));
  const made = await acceptedOrder({ language, lines: [{ quantity: 3, unit: 'PALLET' }], totalCents: 60_000 });
  const order = await db.order.update({ where: { id: made.order.id }, data: { status: 'SCHEDULED', driverId: owner.id, windowStart: 480, windowEnd: 600, truck: 'Luis', deliveryDate: new Date(`${date}T00:00:00Z`) } });
  return { ...made, order, driver: owner };
}

type Files = { photos?: Buffer[]; signature?: Buffer };
type Sent = { status: number; body: Record<string, unknown> };

/** The phone's request: the action as JSON, its photos and signature as files. */
async function send(action: Partial<DriverActionInput> & Pick<DriverActionInput, 'orderId' | 'kind'>, opts: { cookie?: string; files?: Files; origin?: string; lang?: 'en' | 'es' } = {}): Promise<Sent> {
  const form = new FormData();
  form.set('action', JSON.stringify({ key: randomUUID(), at: new Date().toISOString(), lang: 'es', ...action }));
  for (const [i, photo] of (opts.files?.photos ?? []).entries()) form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  if (opts.files?.signature) form.set('signature', new Blob([new Uint8Array(opts.files.signature)], { type: 'image/png' }), 'signature.png');
  const res = await fetch(api.url('/api/driver/actions'), {
    method: 'POST',
    headers: { origin: opts.origin ?? api.origin, 'x-lang': opts.lang ?? 'es', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    body: form,
  });
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A request declaring more than an action may be, sending only its first bytes: answered without waiting for the rest. */
const declaredTooLarge = async (cookie: string) =>
  (await postDeclaringMore(api.url('/api/driver/actions'), { 'content-type': 'multipart/form-data; boundary=x', origin: api.origin, cookie, 'x-lang': 'es' }, MAX_ACTION_BYTES + 1)) as Sent;

const refused = (lang: 'en' | 'es', key: string, values?: Record<string, string | number>) => ({ ok: false, final: true, message: translate(lang, `orders:driverActions.errors.${key}`, values) });
const get = (path: string, cookie?: string) => fetch(api.url(path), { headers: cookie ? { cookie } : {} });

/** What an action may change, to compare before and after a refusal. */
async function footprint(orderId: string) {
  const [order, attempts, actions, events, emails, payments] = await Promise.all([
    db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, version: true, driverId: true, windowStart: true, returnTripFeeCents: true } }),
    db.deliveryAttempt.count({ where: { orderId } }),
    db.driverAction.count({ where: { orderId } }),
    db.orderEvent.count({ where: { orderId } }),
    db.emailOutbox.count({ where: { thread: `order:${orderId}` } }),
    db.orderPayment.count({ where: { orderId } }),
  ]);
  return { order, attempts, actions, events, emails, payments };
}

/** How many proof files the folder store holds (only this file's tests make them). */
async function proofFiles() {
  const entries = await readdir(path.join(env.UPLOAD_DIR, 'delivery-proofs'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

const orderEmails = (orderId: string) => db.emailOutbox.findMany({ where: { thread: `order:${orderId}` }, orderBy: { createdAt: 'asc' }, select: { id: true, template: true, language: true, payload: true } });

describe('the driver’s actions', () => {
  it('on my way, then delivered with photos, a signature and pallets returned: the order moves, the proof is kept and the customer is e-mailed once in the order’s language with the photo', async () => {
    const { order, driver, customer, quote } = await scheduledOrder('es');
    const cookie = await sessionCookie(driver);

    const onMyWay = await send({ orderId: order.id, kind: 'onMyWay' }, { cookie });
    expect(onMyWay).toEqual({ status: 200, body: { ok: true, status: 'OUT_FOR_DELIVERY', replayed: false } });

    const delivered = { key: randomUUID(), orderId: order.id, kind: 'delivered' as const, receivedBy: 'Ana Ruiz', palletsReturned: 2, note: 'Junto al portón', latitude: 30.2101, longitude: -95.5512 };
    const files = { photos: [await jpeg(900, 600), await jpeg(500, 400)], signature: await signaturePng() };
    expect(await send(delivered, { cookie, files })).toEqual({ status: 200, body: { ok: true, status: 'DELIVERED', replayed: false } });

    const after = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, driverId: true, events: { select: { toStatus: true, actorKind: true, actorId: true }, orderBy: { createdAt: 'asc' } } } });
    expect(after.status).toBe('DELIVERED');
    expect(after.events).toEqual([
      { toStatus: 'OUT_FOR_DELIVERY', actorKind: 'driver', actorId: driver.id },
      { toStatus: 'DELIVERED', actorKind: 'driver', actorId: driver.id },
    ]);
    const audit = await db.auditLog.findMany({ where: { entityType: 'Order', entityId: order.id, action: 'order.move' }, select: { actorId: true, after: true } });
    expect(audit).toHaveLength(2);
    expect(audit.every((a) => a.actorId === driver.id)).toBe(true);

    // The proof, as the staff's order page reads it.
    const [proof] = await deliveryProofs(db, order.id);
    expect(proof).toMatchObject({ outcome: 'DELIVERED', reason: null, receivedBy: 'Ana Ruiz', leftOnSite: false, palletsReturned: 2, note: 'Junto al portón', feeCents: 0, location: { latitude: 30.2101, longitude: -95.5512 }, driver: { id: driver.id } });
    expect(proof!.photos).toHaveLength(2);
    expect(proof!.photos[0]!.widths.at(-1)).toBeLessThanOrEqual(900);
    expect(proof!.signatureUrl).toMatch(/^\/api\/delivery-proofs\/[0-9a-f-]{36}\/signature\.png$/);

    // Two pallets back credit $40 of the $60 pallet deposit, recorded by the driver; the invoice is issued.
    const ledger = await getLedger(db, order.id);
    expect(ledger.rows.map((r) => ({ kind: r.kind, amountCents: r.amountCents, recordedById: r.recordedById }))).toEqual([{ kind: 'PALLET_CREDIT', amountCents: 4_000, recordedById: driver.id }]);
    expect(ledger.summary).toMatchObject({ palletDepositCents: 6_000, creditedCents: 4_000, balanceCents: 62_000 });
    expect(await db.orderDocument.count({ where: { orderId: order.id, kind: 'INVOICE' } })).toBe(1);

    // The customer's e-mails, once each, in Spanish: on its way with the window, delivered with the photo, the invoice.
    const emails = await orderEmails(order.id);
    expect(emails.map((e) => [e.template, e.language, (e.payload as unknown as OrderEmail).status ?? null])).toEqual([
      ['order-status', 'es', 'OUT_FOR_DELIVERY'],
      ['order-status', 'es', 'DELIVERED'],
      ['order-document', 'es', null],
    ]);
    const onTheWay = await emailFor(emails[0]!.id);
    expect(onTheWay?.text).toContain('Espere el camión en su horario: 8:00–10:00 AM.');
    const deliveredMail = await emailFor(emails[1]!.id);
    expect(deliveredMail?.to).toBe(customer.email);
    expect(deliveredMail?.subject).toContain('entregado');
    for (const text of ['Recibió: Ana Ruiz.', 'Adjuntamos una foto de la descarga.']) expect(deliveredMail?.text).toContain(text);
    expect(deliveredMail?.attachments?.map((a) => [a.contentType, a.filename])).toEqual([['image/jpeg', `entrega-${quote.id.slice(0, 8)}.jpg`]]);
    expect((await sharp(deliveredMail!.attachments![0]!.content).metadata()).format).toBe('jpeg');

    // The proof is private: the customer (account or link), staff and the driver see it; nobody else.
    const photo = proof!.photos[0]!;
    const photoPath = `/api/delivery-proofs/${photo.id}/${photo.widths.at(-1)}.webp`;
    const staffUser = await createUser('STAFF');
    for (const [role, who] of [['customer', customer], ['staff', staffUser], ['driver', driver]] as const) {
      const seen = await get(photoPath, await sessionCookie(who));
      expect(seen.status, role).toBe(200);
      expect(seen.headers.get('content-type')).toBe('image/webp');
      expect(seen.headers.get('cache-control')).toBe('private, no-store');
    }
    const signature = await get(proof!.signatureUrl!, await sessionCookie(staffUser));
    expect(signature.status).toBe(200);
    expect(signature.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await signature.arrayBuffer())).metadata()).width).toBe(300);
    expect((await get(`${photoPath}?token=${await issueQuoteLink(db, quote.id)}`)).status).toBe(200);
    expect((await get(photoPath)).status).toBe(401);
    expect((await get(proof!.signatureUrl!)).status).toBe(401);
    for (const other of [await createUser(), await createUser('DRIVER'), await createUser('STAFF', { twoFactor: false })]) {
      expect((await get(photoPath, await sessionCookie(other))).status, other.role).toBe(404);
      expect((await get(proof!.signatureUrl!, await sessionCookie(other))).status, other.role).toBe(404);
    }
    const otherQuote = await acceptedOrder();
    expect((await get(`${photoPath}?token=${await issueQuoteLink(db, otherQuote.quote.id)}`)).status).toBe(404);
    // Not through the public photo route, and no width that was not made.
    expect((await get(`/api/delivery-proofs/${photo.id}/1601.webp`, await sessionCookie(staffUser))).status).toBe(404);

    // Sent again (the phone did not hear the answer): answered as before, nothing applied twice.
    const before = await footprint(order.id);
    expect(await send(delivered, { cookie, files })).toEqual({ status: 200, body: { ok: true, status: 'DELIVERED', replayed: true } });
    expect(await footprint(order.id)).toEqual(before);
  });

  it('a delivery the office marked delivered while the phone had no signal still gets the proof the phone kept: the order stays put, no second e-mail; a second proof is refused', async () => {
    const { order, driver } = await scheduledOrder('es');
    const cookie = await sessionCookie(driver);
    expect((await send({ orderId: order.id, kind: 'onMyWay' }, { cookie })).status).toBe(200);
    // The driver calls it in; staff mark it delivered (their own arrow).
    const staff = callerAs(await createUser('STAFF'));
    const { version } = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    await staff.admin.orders.move({ id: order.id, version, to: 'DELIVERED' });
    // The driver called in the cash too: staff record it (what is left after the pallet the driver will report).
    const { summary } = await readLedger(db, order.id, await loadPaymentRules(db));
    const cash = summary.balanceCents - 2_000;
    await staff.admin.orders.payments.record({ orderId: order.id, kind: 'PAYMENT', amountCents: cash, method: 'CASH', reference: '', idempotencyKey: randomUUID() });
    const before = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, version: true } });
    const emails = (await orderEmails(order.id)).length;
    const documents = await db.orderDocument.count({ where: { orderId: order.id } });

    // The phone's report, kept since before the call, carries the same cash: not recorded twice.
    const proof = { orderId: order.id, kind: 'delivered' as const, receivedBy: 'Ana Ruiz', palletsReturned: 1, collected: { amountCents: cash, method: 'CASH' as const } };
    expect(await send(proof, { cookie, files: { photos: [await jpeg(640, 480)], signature: await signaturePng() } })).toEqual({ status: 200, body: { ok: true, status: 'DELIVERED', replayed: false } });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, version: true } })).toEqual(before);
    const [attempt] = await deliveryProofs(db, order.id);
    expect(attempt).toMatchObject({ outcome: 'DELIVERED', receivedBy: 'Ana Ruiz', palletsReturned: 1, driver: { id: driver.id }, collected: { amountCents: cash, method: 'CASH', recorded: false } });
    expect(attempt!.photos).toHaveLength(1);
    // The pallet comes back as a credit; the cash is not paid twice; no second e-mail, no second invoice.
    expect(await db.orderPayment.count({ where: { orderId: order.id, kind: 'PALLET_CREDIT' } })).toBe(1);
    expect(await db.orderPayment.count({ where: { orderId: order.id, kind: 'PAYMENT' } })).toBe(1);
    expect((await readLedger(db, order.id, await loadPaymentRules(db))).summary.balanceCents).toBe(0);
    expect((await orderEmails(order.id)).length).toBe(emails);
    expect(await db.orderDocument.count({ where: { orderId: order.id } })).toBe(documents);
    expect(await db.auditLog.count({ where: { entityId: order.id, action: 'order.proof', actorId: driver.id } })).toBe(1);

    // Once it has its proof, another "delivered" is what it always was: already delivered.
    expect(await send(proof, { cookie, files: { photos: [await jpeg(640, 480)], signature: await signaturePng() } })).toEqual({ status: 409, body: refused('es', 'alreadyDelivered') });
    expect(await deliveryProofs(db, order.id)).toHaveLength(1);
  });

  it('money taken at the door is recorded with the delivery, by the driver, with its receipt, before the invoice, which then shows it paid; once however often it is sent', async () => {
    const { order, driver } = await scheduledOrder('es');
    const cookie = await sessionCookie(driver);
    expect((await send({ orderId: order.id, kind: 'onMyWay' }, { cookie })).status).toBe(200);
    const { summary } = await readLedger(db, order.id, await loadPaymentRules(db));
    const delivered = { key: randomUUID(), orderId: order.id, kind: 'delivered' as const, leftOnSite: true, collected: { amountCents: summary.balanceCents, method: 'CHECK' as const, reference: '1042' } };
    const files = { photos: [await jpeg(640, 480)] };
    expect(await send(delivered, { cookie, files })).toEqual({ status: 200, body: { ok: true, status: 'DELIVERED', replayed: false } });
    expect((await send(delivered, { cookie, files })).body).toMatchObject({ replayed: true });

    const payments = await db.orderPayment.findMany({ where: { orderId: order.id }, select: { kind: true, amountCents: true, method: true, reference: true, recordedById: true } });
    expect(payments).toEqual([{ kind: 'PAYMENT', amountCents: summary.balanceCents, method: 'CHECK', reference: '1042', recordedById: driver.id }]);
    expect((await deliveryProofs(db, order.id))[0]!.collected).toEqual({ amountCents: summary.balanceCents, method: 'CHECK', reference: '1042', recorded: true });
    const documents = await db.orderDocument.findMany({ where: { orderId: order.id }, orderBy: { seq: 'asc' }, select: { kind: true, balanceCents: true } });
    expect(documents).toEqual([
      { kind: 'RECEIPT', balanceCents: 0 },
      { kind: 'INVOICE', balanceCents: 0 },
    ]);
    // "Collected" belongs to a delivery only.
    const other = await scheduledOrder('es', driver);
    const refusedOther = await send({ orderId: other.order.id, kind: 'onMyWay', collected: { amountCents: 100, method: 'CASH' } }, { cookie });
    expect(refusedOther).toEqual({ status: 400, body: { ok: false, final: true, message: translate('es', 'orders:driverActions.validation.collected') } });
  });

  it('applies one key once when the phone sends it twice at once', async () => {
    const { order, driver } = await scheduledOrder('en');
    const cookie = await sessionCookie(driver);
    const action = { key: randomUUID(), orderId: order.id, kind: 'onMyWay' as const, lang: 'en' as const };
    const answers = await Promise.all([send(action, { cookie }), send(action, { cookie }), send(action, { cookie })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.replayed).sort()).toEqual([false, true, true]);
    expect(answers.every((a) => a.body.status === 'OUT_FOR_DELIVERY')).toBe(true);
    const now = await footprint(order.id);
    expect(now).toMatchObject({ order: { status: 'OUT_FOR_DELIVERY', version: order.version + 1 }, actions: 1, events: 1, emails: 1 });
    const [mail] = await orderEmails(order.id);
    expect(mail).toMatchObject({ language: 'en', payload: { status: 'OUT_FOR_DELIVERY', windowStart: 480, windowEnd: 600 } });
    expect((await emailFor(mail!.id))?.text).toContain('Expect the truck in your time window: 8:00–10:00 AM.');
    // Delivered twice at once, photos and all: one attempt, one e-mail, one invoice.
    const delivered = { key: randomUUID(), orderId: order.id, kind: 'delivered' as const, lang: 'en' as const, leftOnSite: true };
    const files = { photos: [await jpeg(700, 500)] };
    const stored = await proofFiles();
    const both = await Promise.all([send(delivered, { cookie, files }), send(delivered, { cookie, files })]);
    expect(both.map((a) => [a.status, a.body.status])).toEqual([
      [200, 'DELIVERED'],
      [200, 'DELIVERED'],
    ]);
    expect(both.map((a) => a.body.replayed).sort()).toEqual([false, true]);
    expect(await footprint(order.id)).toMatchObject({ order: { status: 'DELIVERED' }, attempts: 1, actions: 2, events: 2, emails: 3 });
    // The copies the replayed sending made are deleted: one photo's (3 widths, 2 formats) stay.
    expect(await proofFiles()).toBe(stored + 6);
    // The same key on another order is not a replay of this one.
    const other = await scheduledOrder('en', driver);
    expect(await send({ ...action, orderId: other.order.id }, { cookie, lang: 'en' })).toEqual({ status: 409, body: refused('en', 'keyReused') });
  });

  it('refuses an action out of order, another driver’s order, a customer and a signed-out phone, with a clear message and nothing changed', async () => {
    const { order, driver, customer } = await scheduledOrder('es');
    const before = await footprint(order.id);
    const files = { photos: [await jpeg(400, 300)], signature: await signaturePng() };
    const delivered = { orderId: order.id, kind: 'delivered' as const, receivedBy: 'Ana' };

    // Delivered before "on my way" (an action queued out of order): final, in the driver's language.
    expect(await send(delivered, { cookie: await sessionCookie(driver), files })).toEqual({ status: 409, body: refused('es', 'onMyWayFirst') });
    expect(await send({ ...delivered, lang: 'en' }, { cookie: await sessionCookie(driver), files })).toEqual({ status: 409, body: refused('en', 'onMyWayFirst') });
    // Tomorrow's load does not leave today (only the office sends one early, with the reason).
    const tomorrow = addDays(today(), 1);
    const later = await scheduledOrder('en', driver, tomorrow);
    const laterBefore = await footprint(later.order.id);
    expect(await send({ orderId: later.order.id, kind: 'onMyWay', lang: 'en' }, { cookie: await sessionCookie(driver) })).toEqual({ status: 409, body: refused('en', 'notToday', { date: tomorrow }) });
    // Nor is a return trip charged for it before its day: no fee, still scheduled with its driver.
    const early = await send({ orderId: later.order.id, kind: 'notDelivered', reason: 'NOBODY_THERE', lang: 'en' }, { cookie: await sessionCookie(driver) });
    expect(early).toEqual({ status: 409, body: refused('en', 'notDeliveredEarly', { date: tomorrow }) });
    expect(await footprint(later.order.id)).toEqual(laterBefore);
    // Another driver's order: as if there were none.
    expect(await send({ orderId: order.id, kind: 'onMyWay' }, { cookie: await sessionCookie(await createUser('DRIVER')) })).toEqual({ status: 404, body: refused('es', 'notYours') });
    // The customer, and staff or a driver without two-step verification.
    expect(await send({ orderId: order.id, kind: 'onMyWay' }, { cookie: await sessionCookie(customer) })).toEqual({ status: 403, body: refused('es', 'driversOnly') });
    const noTwoFactor = await send({ orderId: order.id, kind: 'onMyWay' }, { cookie: await sessionCookie(await createUser('DRIVER', { twoFactor: false })) });
    expect(noTwoFactor).toEqual({ status: 403, body: { ok: false, final: true, message: translate('es', 'auth:twoFactor.errors.setupRequired') } });
    // Signed out: not final, the phone keeps the action until the driver signs in again.
    expect(await send({ orderId: order.id, kind: 'onMyWay' })).toEqual({ status: 401, body: { ok: false, final: false, message: translate('es', 'common:errors.signInRequired') } });
    // Another site's page cannot send it, nor anyone more than six full-size photos.
    expect((await send({ orderId: order.id, kind: 'onMyWay' }, { cookie: await sessionCookie(driver), origin: 'https://evil.example' })).status).toBe(403);
    expect(await declaredTooLarge(await sessionCookie(driver))).toEqual({ status: 413, body: refused('es', 'tooLarge', { mb: 90 }) });

    // What the action carries: a delivery needs a photo, a signature must be the pad's PNG, the pallets those of the order.
    const cookie = await sessionCookie(driver);
    await db.order.update({ where: { id: order.id }, data: { status: 'OUT_FOR_DELIVERY' } });
    const out = await footprint(order.id);
    const stored = await proofFiles();
    expect(await send(delivered, { cookie, files: { signature: files.signature } })).toEqual({ status: 400, body: refused('es', 'photoNeeded') });
    expect(await send(delivered, { cookie, files: { photos: files.photos, signature: await jpeg(50, 50) } })).toEqual({ status: 400, body: refused('es', 'signature.notPng') });
    expect(await send({ ...delivered, palletsReturned: 4 }, { cookie, files })).toEqual({ status: 400, body: refused('es', 'tooManyPallets', { pallets: 3 }) });
    expect(await send({ orderId: order.id, kind: 'notDelivered' }, { cookie })).toEqual({ status: 400, body: refused('es', 'reasonNeeded') });
    const badJson = await send({ orderId: order.id, kind: 'onMyWay', at: 'ayer' }, { cookie });
    expect(badJson).toEqual({ status: 400, body: { ok: false, final: true, message: translate('es', 'orders:driverActions.validation.at') } });
    expect(await footprint(order.id)).toEqual(out);
    // Photos checked and stored for a refused action are deleted again.
    expect(await proofFiles()).toBe(stored);
    expect(out).toEqual({ ...before, order: { ...before.order, status: 'OUT_FOR_DELIVERY' } });
  });

  it('could not deliver: back to staff with the schedule cleared, the return-trip fee owed and the customer told why', async () => {
    const { order, driver, customer } = await scheduledOrder('en');
    const cookie = await sessionCookie(driver);
    const answer = await send({ orderId: order.id, kind: 'notDelivered', reason: 'SITE_BLOCKED', note: 'Gate locked', lang: 'en' }, { cookie, files: { photos: [await jpeg(640, 480)] } });
    expect(answer).toEqual({ status: 200, body: { ok: true, status: 'ACCEPTED', replayed: false } });
    // The customer's timeline says why (not just "Accepted" again), and nothing the back office keeps.
    const view = await callerAs(customer).order.forQuote({ quoteId: order.quoteId });
    expect(view!.events.at(-1)).toMatchObject({ toStatus: 'ACCEPTED', notDelivered: 'SITE_BLOCKED', details: null });
    // The orders board marks it as back from a missed delivery, for staff to reschedule.
    const board = await callerAs(await createUser('STAFF')).admin.orders.list();
    expect(board.find((o) => o.id === order.id)).toMatchObject({ status: 'ACCEPTED', returnTripFeeCents: 10_000, _count: { attempts: 1 } });

    expect(await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, windowStart: true, windowEnd: true, truckId: true, truck: true, driverId: true, returnTripFeeCents: true } })).toEqual({
      status: 'ACCEPTED',
      windowStart: null,
      windowEnd: null,
      truckId: null,
      truck: '',
      driverId: null,
      returnTripFeeCents: 10_000,
    });
    const [proof] = await deliveryProofs(db, order.id);
    expect(proof).toMatchObject({ outcome: 'NOT_DELIVERED', reason: 'SITE_BLOCKED', note: 'Gate locked', feeCents: 10_000, location: null, signatureUrl: null });
    expect(proof!.photos).toHaveLength(1);
    // What the order owes now includes the return trip, for staff and for the customer.
    expect((await getLedger(db, order.id)).summary).toMatchObject({ returnTripFeeCents: 10_000, owedCents: 76_000, balanceCents: 76_000 });
    expect(await customerMoney(db, order.id)).toMatchObject({ returnTripFeeCents: 10_000, owedCents: 76_000 });

    const [mail] = await orderEmails(order.id);
    expect(mail).toMatchObject({ language: 'en', payload: { status: 'ACCEPTED', delivery: { outcome: 'NOT_DELIVERED', reason: 'SITE_BLOCKED', feeCents: 10_000 } } });
    const sent = await emailFor(mail!.id);
    expect(sent?.to).toBe(customer.email);
    expect(sent?.subject).toBe(`We could not deliver order #${order.quoteId.slice(0, 8)}`);
    for (const text of ['Why: The drop site was blocked', 'A return-trip fee of $100.00 was added to your order.', 'We will call you to set a new date']) expect(sent?.text).toContain(text);
    expect(sent?.attachments ?? []).toEqual([]);

    // The order is no longer this driver's: a late "on my way" from the phone is refused.
    expect(await send({ orderId: order.id, kind: 'onMyWay', lang: 'en' }, { cookie })).toEqual({ status: 404, body: refused('en', 'notYours') });
  });

  it('opens the drop-site photo to the order’s driver, not to another driver', async () => {
    const { order, driver } = await scheduledOrder('es');
    const id = randomUUID();
    await db.order.update({ where: { id: order.id }, data: { dropPhotoId: id, dropPhotoWidths: [256] } });
    await photoStore().put(dropPhotoKey(id, 256, 'webp'), await sharp(await jpeg(256, 200)).webp().toBuffer(), 'image/webp');
    const path = `/api/drop-photos/${id}/256.webp`;
    expect((await get(path, await sessionCookie(driver))).status).toBe(200);
    expect((await get(path, await sessionCookie(await createUser('DRIVER')))).status).toBe(404);
  });
});
