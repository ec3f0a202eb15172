// Photo uploads cannot exhaust the server (issue 42, finding 4): an upload without a staff session
// is answered before its body is read; a photo above 40 megapixels (PNG, JPEG, WebP or HEIC) is
// refused from its header, before any pixel is decoded, with a message in the visitor's language.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { translate } from '@/server/i18n/translate';
import { MAX_PHOTO_BYTES } from '@/domain/photo-upload';
import { apiServerForTests } from './support/api-server';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';

const api = apiServerForTests();

async function grassProduct() {
  return db.product.findFirstOrThrow({ where: { category: { key: 'grass' }, isActive: true }, select: { id: true }, orderBy: { sortOrder: 'asc' } });
}

/** A HEIC file's header claiming a picture of this size (an ftyp box, then a meta box with its ispe). */
function heicHeader(width: number, height: number) {
  const box = (type: string, body: number[]) => {
    const size = 8 + body.length;
    return [size >>> 24, (size >>> 16) & 255, (size >>> 8) & 255, size & 255, ...Buffer.from(type), ...body];
  };
  const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const ftyp = box('ftyp', [...Buffer.from('heic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]);
  const ispe = box('ispe', [0, 0, 0, 0, ...u32(width), ...u32(height)]);
  const meta = box('meta', [0, 0, 0, 0, ...box('iprp', box('ipco', ispe))]);
  return new Uint8Array([...ftyp, ...meta, ...new Array(64).fill(7)]);
}

describe('photo uploads above 40 megapixels', () => {
  it.each([
    ['a PNG of 8000 x 8000 (a few kB)', 'en', () => sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#888' } }).png({ compressionLevel: 9 }).toBuffer(), 'The photo has more than 40 megapixels. Send a smaller one (phones can share a smaller size).'],
    ['a HEIC whose header says 20000 x 20000', 'es', () => Promise.resolve(Buffer.from(heicHeader(20000, 20000))), 'La foto tiene más de 40 megapíxeles. Envíe una más pequeña (los teléfonos pueden compartir un tamaño menor).'],
  ] as const)('refuses %s from its header, at once, in the visitor’s language; nothing is stored', async (_name, lang, make, message) => {
    const staff = await createUser('STAFF');
    const product = await grassProduct();
    const file = new Uint8Array(await make());
    const photos = await db.photo.count();
    const started = performance.now();
    const error = await failure(callerAs(staff, { lang }).admin.photos.upload({ target: 'product', targetId: product.id, altEn: 'A', altEs: 'B', file }));
    // Decoding 64 megapixels took 17 s; reading a header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(error.code).toBe('BAD_REQUEST');
    expect(translate(lang, (error.cause as unknown as { messageKey: string }).messageKey)).toBe(message);
    expect(await db.photo.count()).toBe(photos);
  });

  it('still takes a photo within the limit (a 900 x 600 PNG)', async () => {
    const staff = await createUser('STAFF');
    const file = new Uint8Array(await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4a6' } }).png().toBuffer());
    const photo = await callerAs(staff).admin.photos.upload({ target: 'product', targetId: (await grassProduct()).id, altEn: 'A', altEs: 'B', file });
    expect(photo).toMatchObject({ width: 900, height: 600 });
  });
});

/**
 * POSTs an upload that declares `declared` bytes but sends only the first chunk, then waits for
 * the answer; resolves with its status and body, or 'no answer' when the server waits for the rest.
 */
function partialUpload(headers: Record<string, string>, declared: number, waitMs = 3000) {
  return new Promise<{ status: number; body: string } | 'no answer'>((resolve, reject) => {
    const req = http.request(api.url('/api/admin/photos?target=product&targetId=x&altEn=a&altEs=b'), {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', origin: api.origin, 'content-length': String(declared), ...headers },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve('no answer');
    }, waitMs);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // The first 64 kB of a 15 MB body, and nothing more.
    req.write(Buffer.alloc(64 * 1024, 1));
  });
}

describe('an upload without a staff session', () => {
  it('is answered before its body is read (401, in the visitor’s language)', async () => {
    const answer = await partialUpload({ 'x-lang': 'es' }, MAX_PHOTO_BYTES);
    expect(answer).not.toBe('no answer');
    if (answer === 'no answer') return;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: { message: translate('es', 'common:errors.signInRequired') } });
  });

  it('from another site is refused before its body too (403)', async () => {
    const answer = await partialUpload({ origin: 'https://evil.example' }, MAX_PHOTO_BYTES);
    expect(answer).not.toBe('no answer');
    if (answer !== 'no answer') expect(answer.status).toBe(403);
  });
});
