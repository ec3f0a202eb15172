// Photo uploads from /admin: the bytes decide what the file is; a photo is stored, resized to the
// widths pages use, attached, audited and served; anything else is refused and nothing is stored.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import sharp from 'sharp';
import { imageWidths } from '@/config/images.mjs';
import { describe, expect, it } from 'vitest';
import { translate } from '@/server/i18n/translate';
import { photoStore } from '@/server/storage/photo-store';
import { originalKey } from '@/server/services/admin/photos';
import { listCategoryItems } from '@/server/services/catalogue-pages';
import { loadGallery } from '@/server/services/showcase';
import { loadSiteFrame } from '@/server/services/site-frame';
import { pagesAffected, uniquePaths } from '@/server/pages/revalidation';
import servePhoto from '@/pages/api/photos/[id]/[file]';
import { callerAs, createUser } from './support/caller';
import { db } from './support/db';
import { failure } from './support/failure';

/** A file of tests/fixtures (see its README). */
const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

/** A small real photo made for the test (nothing big is committed). */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } }).jpeg({ quality: 80 }).toBuffer().then((b) => new Uint8Array(b));

/** Calls the public photo route as Next would, and returns status, headers and body. */
async function get(id: string, file: string) {
  const headers = new Map<string, string>();
  let status = 0;
  let body: Buffer | undefined;
  const res = {
    setHeader: (k: string, v: string) => void headers.set(k.toLowerCase(), v),
    status(code: number) {
      status = code;
      return res;
    },
    end(data?: Buffer) {
      body = data;
      return res;
    },
  };
  await servePhoto({ method: 'GET', query: { id, file } } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return { status, headers, body };
}

async function grassProduct() {
  return db.product.findFirstOrThrow({ where: { category: { key: 'grass' }, isActive: true }, select: { id: true, slug: true }, orderBy: { sortOrder: 'asc' } });
}

describe('admin.photos.upload', () => {
  it('stores the original, makes WebP and AVIF copies at every width up to the photo’s own, attaches and audits it; the page shows it', async () => {
    const staff = await createUser('STAFF');
    const product = await grassProduct();
    const file = await jpeg(1000, 750);
    const photo = await callerAs(staff).admin.photos.upload({ target: 'product', targetId: product.id, altEn: 'Sod on a pallet', altEs: 'Pasto en una tarima', file });
    expect(photo).toMatchObject({ width: 1000, height: 750, widths: [256, 384, 640, 736, 828], originalType: 'jpeg', byteSize: file.length });

    const store = photoStore();
    expect(await store.get(originalKey(photo.id, 'jpeg'))).toEqual(Buffer.from(file));
    const served = await get(photo.id, '640.webp');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.body!).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    const avif = await get(photo.id, '828.avif');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(await sharp(avif.body!).metadata()).toMatchObject({ width: 828, height: 621 });
    // Never enlarged: no copy wider than the photo.
    expect((await get(photo.id, '1080.webp')).status).toBe(404);

    const shown = (await listCategoryItems(db, 'grass', 'es')).find((p) => p.slug === product.slug)!;
    expect(shown.photo).toEqual({ id: photo.id, width: 1000, height: 750, widths: [256, 384, 640, 736, 828], alt: 'Pasto en una tarima' });
    expect(shown.image).toBe(`/api/photos/${photo.id}/828.webp`);

    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: 'Photo', entityId: photo.id, action: 'photo.attach' } });
    expect(audit.actorId).toBe(staff.id);
    expect(audit.after).toMatchObject({ target: 'product', targetId: product.id, altEs: 'Pasto en una tarima' });
  });

  it('takes a real phone HEIC (HEVC-coded HEIF): decoded at its size and colours, kept as sent, served as WebP and AVIF', async () => {
    const staff = await createUser('STAFF');
    const product = await grassProduct();
    const file = new Uint8Array(await readFile(fixture('phone-photo.heic')));
    const source = JSON.parse(await readFile(fixture('phone-photo.heic.json'), 'utf8')) as { width: number; height: number; meanRgb: number[] };
    const photo = await callerAs(staff).admin.photos.upload({ target: 'product', targetId: product.id, altEn: 'Our yard', altEs: 'Nuestro patio', file });
    expect(photo).toMatchObject({ width: source.width, height: source.height, originalType: 'heic', widths: imageWidths });
    expect(await photoStore().get(originalKey(photo.id, 'heic'))).toEqual(Buffer.from(file));
    const webp = await get(photo.id, '1600.webp');
    expect(await sharp(webp.body!).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    // The picture itself, not a blank or colour-swapped one: its mean colour is the source JPEG's.
    const means = (await sharp(webp.body!).stats()).channels.slice(0, 3).map((c) => c.mean);
    means.forEach((mean, i) => expect(Math.abs(mean - source.meanRgb[i]!)).toBeLessThan(4));
    expect(await sharp((await get(photo.id, '640.avif')).body!).metadata()).toMatchObject({ width: 640, height: 480 });
  });

  it('turns a phone photo upright (EXIF orientation) and gives a gallery project its photo', async () => {
    const staff = await createUser('STAFF');
    // Its own project: the seeded ones are compared with the content files elsewhere.
    const project = await db.project.create({ data: { slug: `photo-test-${Date.now()}`, titleEn: 'Test lawn', titleEs: 'Jardín de prueba', sortOrder: 9000 } });
    // Stored 800 × 600, shot in portrait: orientation 6 means "turn 90° clockwise to view".
    const sideways = new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    const photo = await callerAs(staff).admin.photos.upload({ target: 'project', targetId: project.id, altEn: 'The finished lawn', altEs: 'El jardín terminado', file: sideways });
    expect(photo).toMatchObject({ width: 600, height: 800 });
    const card = (await loadGallery(db, 'en')).find((p) => p.slug === project.slug)!;
    expect(card.photo).toMatchObject({ id: photo.id, alt: 'The finished lawn' });
  });

  it('gives a category and (admins) the storefront their photos: every page gets them with its frame, in its language', async () => {
    const admin = await createUser('ADMIN');
    const soil = await db.category.findUniqueOrThrow({ where: { key: 'soil' } });
    const file = await jpeg(900, 600);
    const category = await callerAs(admin).admin.photos.upload({ target: 'category', targetId: soil.id, altEn: 'Garden soil in a pile', altEs: 'Tierra de jardín en un montón', file });
    const storefront = await callerAs(admin).admin.photos.upload({ target: 'storefront', targetId: '', altEn: 'Our yard in Magnolia', altEs: 'Nuestro patio en Magnolia', file });
    const frame = await loadSiteFrame(db, 'es');
    expect(frame.photos?.categories.soil).toEqual({ id: category.id, width: 900, height: 600, widths: [256, 384, 640, 736, 828], alt: 'Tierra de jardín en un montón' });
    expect(frame.photos?.storefront).toMatchObject({ id: storefront.id, alt: 'Nuestro patio en Magnolia' });
    // Both are in every page's frame: a change rebuilds every page.
    expect(uniquePaths(await pagesAffected({ menu: true }))).toEqual(expect.arrayContaining(['/en', '/es/contacto', '/en/soil']));
  });

  it.each([
    ['a PDF named photo.jpg', () => Promise.resolve(new TextEncoder().encode('%PDF-1.7\n1 0 obj')), 'es', 'Este archivo no es una foto JPEG, PNG, WebP o HEIC.'],
    ['an SVG', () => Promise.resolve(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')), 'en', 'This file is not a JPEG, PNG, WebP or HEIC photo.'],
    ['a JPEG cut short', async () => (await jpeg(600, 400)).slice(0, 200), 'en', 'The photo could not be read. It may be damaged; try exporting it again.'],
    ['a damaged HEIC', () => Promise.resolve(new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0, ...new TextEncoder().encode('mif1heic'), 1, 2, 3])), 'es', 'No se pudo leer la foto. Puede estar dañada; intente exportarla de nuevo.'],
    ['more than 15 MB', async () => {
      const big = new Uint8Array(15 * 1024 * 1024 + 1);
      big.set([0xff, 0xd8, 0xff]);
      return big;
    }, 'en', 'The photo is larger than 15 MB. Send a smaller one (phones can share a smaller size).'],
  ] as const)('refuses %s with a clear message; nothing is stored or attached', async (_name, make, lang, message) => {
    const staff = await createUser('STAFF');
    const product = await grassProduct();
    const before = { photos: await db.photo.count(), photoId: (await db.product.findUniqueOrThrow({ where: { id: product.id } })).photoId };
    const error = await failure(callerAs(staff, { lang }).admin.photos.upload({ target: 'product', targetId: product.id, altEn: 'A', altEs: 'B', file: await make() }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(translate(lang, (error.cause as unknown as { messageKey: string }).messageKey)).toBe(message);
    expect(await db.photo.count()).toBe(before.photos);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).photoId).toBe(before.photoId);
  });

  it('needs alt text in both languages, a real target, and staff; the storefront photo is for admins', async () => {
    const staff = await createUser('STAFF');
    const file = await jpeg(300, 200);
    const product = await grassProduct();
    expect((await failure(callerAs(staff).admin.photos.upload({ target: 'product', targetId: product.id, altEn: 'Sod', altEs: ' ', file }))).code).toBe('BAD_REQUEST');
    expect((await failure(callerAs(staff).admin.photos.upload({ target: 'project', targetId: 'no-such-project', altEn: 'A', altEs: 'B', file }))).code).toBe('NOT_FOUND');
    expect((await failure(callerAs(staff).admin.photos.upload({ target: 'storefront', targetId: '', altEn: 'Our yard', altEs: 'Nuestro patio', file }))).code).toBe('FORBIDDEN');
    expect((await failure(callerAs(await createUser('CUSTOMER')).admin.photos.upload({ target: 'product', targetId: product.id, altEn: 'A', altEs: 'B', file }))).code).toBe('FORBIDDEN');
  });

  it('serves nothing for an address that is not a photo copy', async () => {
    expect((await get('../../etc/passwd', '640.webp')).status).toBe(404);
    expect((await get('0b8f0c52-7a4e-4a53-9d1e-0c3b3d4e5f60', '640.png')).status).toBe(404);
    expect((await get('0b8f0c52-7a4e-4a53-9d1e-0c3b3d4e5f60', '640.webp')).status).toBe(404);
  });
});
