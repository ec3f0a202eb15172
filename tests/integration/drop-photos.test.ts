// The customer's photo of the drop spot (issue 46) through the real route handlers: uploaded from
// the account or with the link's token, refused for anonymous callers, another customer, files that
// are not photos, declared sizes above 15 MB and past the per-quote limit (nothing stored); served
// private and uncached to staff and the order's customer only, never through the public photo route.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { translate } from '@/server/i18n/translate';
import { issueQuoteLink } from '@/server/services/quote-links';
import { dropPhotoKey, dropPhotoLimits } from '@/server/services/drop-photos';
import { hitRateLimits } from '@/server/rate-limit';
import { photoStore } from '@/server/storage/photo-store';
import * as uploadRoute from '@/pages/api/drop-photos/index';
import * as photoRoute from '@/pages/api/drop-photos/[id]/[file]';
import * as publicPhotoRoute from '@/pages/api/photos/[id]/[file]';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { apiServerForTests, postDeclaringMore, twoSegments } from './support/api-server';
import { sessionCookie } from './support/session';

const api = apiServerForTests([
  { prefix: '/api/drop-photos/', param: { name: 'path', catchAll: false }, module: twoSegments(photoRoute.default) },
  { prefix: '/api/drop-photos', param: null, module: uploadRoute },
  { prefix: '/api/photos/', param: { name: 'path', catchAll: false }, module: twoSegments(publicPhotoRoute.default) },
]);

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } } }).jpeg({ quality: 80 }).toBuffer();

/** An accepted delivery order of a new customer's quote. */
async function order(status: 'ACCEPTED' | 'OUT_FOR_DELIVERY' = 'ACCEPTED') {
  const customer = await createUser();
  const quote = await db.quote.create({
    data: { userId: customer.id, deliveryMiles: 10, subtotalCents: 20_000, deliveryFeeCents: 7_500, totalCents: 27_500, language: 'es', feeBreakdown: {}, status: 'ACCEPTED', zip: '77354' },
  });
  const row = await db.order.create({ data: { quoteId: quote.id, status, deliveryDate: new Date('2026-12-01T00:00:00Z'), phone: '9365550100', street: '1 Calle Peñasco', city: 'Magnolia', zip: '77354', dropLocation: 'BACKYARD', waiverName: 'Ana', waiverAcceptedAt: new Date() } });
  return { customer, quote, order: row };
}

function upload(quoteId: string, body: Uint8Array | Buffer, opts: { cookie?: string; token?: string; lang?: 'en' | 'es'; headers?: Record<string, string> } = {}) {
  const query = new URLSearchParams({ quoteId, ...(opts.token ? { token: opts.token } : {}) });
  return fetch(api.url(`/api/drop-photos?${query.toString()}`), {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', origin: api.origin, 'x-lang': opts.lang ?? 'en', ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    body: new Uint8Array(body),
  });
}

/** An upload declaring 16 MB that sends only its first bytes: answered without waiting for the rest. */
async function declaredTooLarge(quoteId: string, cookie: string) {
  const { status, body } = await postDeclaringMore(api.url(`/api/drop-photos?quoteId=${quoteId}`), { 'content-type': 'application/octet-stream', origin: api.origin, cookie }, 16 * 1024 * 1024);
  return { status, message: (body as { error: { message: string } }).error.message };
}

const get = (path: string, cookie?: string) => fetch(api.url(path), { headers: cookie ? { cookie } : {} });
const photoOf = async (orderId: string) => db.order.findUniqueOrThrow({ where: { id: orderId }, select: { dropPhotoId: true, dropPhotoWidths: true } });

describe('drop-site photo upload', () => {
  it('stores the customer’s photo, private to staff and the order’s customer, and a new one replaces it', async () => {
    const { customer, quote, order: o } = await order();
    const res = await upload(quote.id, await jpeg(700, 500), { cookie: await sessionCookie(customer) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { photo } = (await res.json()) as { photo: { id: string; widths: number[] } };
    expect(await photoOf(o.id)).toEqual({ dropPhotoId: photo.id, dropPhotoWidths: photo.widths });
    expect(photo.widths.at(-1)).toBeLessThanOrEqual(700);
    // Only the resized copies are kept: no original (which may carry the phone's location).
    expect(await photoStore().get(`originals/${photo.id}.jpeg`)).toBeNull();

    const width = photo.widths.at(-1)!;
    const path = `/api/drop-photos/${photo.id}/${width}.webp`;
    const staffUser = await createUser('STAFF');
    for (const cookie of [await sessionCookie(customer), await sessionCookie(staffUser)]) {
      const seen = await get(path, cookie);
      expect(seen.status).toBe(200);
      expect(seen.headers.get('content-type')).toBe('image/webp');
      expect(seen.headers.get('cache-control')).toBe('private, no-store');
      expect((await sharp(Buffer.from(await seen.arrayBuffer())).metadata()).width).toBe(width);
    }
    // The link's holder is the order's customer too.
    const token = await issueQuoteLink(db, quote.id);
    expect((await get(`${path}?token=${token}`)).status).toBe(200);
    // Staff see it on the order too.
    expect(await callerAs(staffUser).admin.orders.get({ id: o.id })).toMatchObject({ dropPhotoId: photo.id });

    const anonymous = await get(path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    for (const other of [await createUser(), await createUser('STAFF', { twoFactor: false })]) expect((await get(path, await sessionCookie(other))).status, other.role).toBe(404);
    const otherQuote = await order();
    expect((await get(`${path}?token=${await issueQuoteLink(db, otherQuote.quote.id)}`)).status).toBe(404);
    // Never through the public photo route.
    expect((await get(`/api/photos/${photo.id}/${width}.webp`)).status).toBe(404);

    // Through the link, a new photo replaces it and the old copies are deleted.
    const again = await upload(quote.id, await jpeg(400, 300), { token });
    expect(again.status).toBe(200);
    const replaced = await photoOf(o.id);
    expect(replaced.dropPhotoId).not.toBe(photo.id);
    expect(await photoStore().get(dropPhotoKey(photo.id, width, 'webp'))).toBeNull();
    expect((await get(path, await sessionCookie(customer))).status).toBe(404);
  });

  it('refuses anonymous callers, another customer, files that are not photos, too large ones and a closed order; nothing is stored', async () => {
    const { customer, quote, order: o } = await order();
    const photo = await jpeg(300, 200);
    const anonymous = await upload(quote.id, photo, { lang: 'es' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { message: translate('es', 'common:errors.signInRequired') } });
    expect((await upload(quote.id, photo, { cookie: await sessionCookie(await createUser()) })).status).toBe(404);
    expect((await upload(quote.id, photo, { token: 'f'.repeat(64) })).status).toBe(403);

    const cookie = await sessionCookie(customer);
    const pdf = await upload(quote.id, Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), { cookie, lang: 'es' });
    expect(pdf.status).toBe(400);
    expect(await pdf.json()).toEqual({ error: { message: translate('es', 'admin:photos.errors.notAPhoto') } });
    const empty = await upload(quote.id, new Uint8Array(0), { cookie });
    expect(empty.status).toBe(400);
    // A declared size above 15 MB is answered before the body is read.
    expect(await declaredTooLarge(quote.id, cookie)).toEqual({ status: 413, message: translate('en', 'admin:photos.errors.tooLarge') });
    // Another site's page cannot send it.
    expect((await upload(quote.id, photo, { cookie, headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect(await photoOf(o.id)).toEqual({ dropPhotoId: null, dropPhotoWidths: [] });

    const gone = await order('OUT_FOR_DELIVERY');
    const closed = await upload(gone.quote.id, photo, { cookie: await sessionCookie(gone.customer), lang: 'es' });
    expect(closed.status).toBe(400);
    expect(await closed.json()).toEqual({ error: { message: translate('es', 'orders:dropSite.photo.errors.closed') } });
  });

  it('stops a quote’s uploads past 10 an hour', async () => {
    const { customer, quote, order: o } = await order();
    // The quote's count filled, in this hour's window and the next (a run crossing the hour).
    const [, quoteRule] = dropPhotoLimits('127.0.0.1', quote.id);
    for (const at of [new Date(), new Date(Date.now() + 3_600_000)]) for (let i = 0; i < 10; i++) await hitRateLimits(db, [quoteRule!], at);
    const res = await upload(quote.id, await jpeg(300, 200), { cookie: await sessionCookie(customer) });
    expect(res.status).toBe(429);
    expect(await photoOf(o.id)).toEqual({ dropPhotoId: null, dropPhotoWidths: [] });
  });
});
