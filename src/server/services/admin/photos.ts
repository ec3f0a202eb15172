// Photos staff upload in /admin for a product, a category, a gallery project or the storefront.
// The bytes decide what the file is (src/domain/photo-upload.ts): JPEG, PNG, WebP or a phone's
// HEIC, at most 15 MB and 40 megapixels (read from the file's header before anything is decoded:
// a small PNG of 8000 x 8000 took 17 s and 215 MB to decode); anything else is refused with a
// message and nothing is stored. One photo is decoded and resized at a time in this process. The
// photo is turned upright, the original kept in the photo store and resized WebP and AVIF copies made
// at the widths pages use; then, in one transaction, the Photo row is written, attached to what it
// shows and audited, and the pages that show it are rebuilt.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { log } from '@/server/log';
import { changed, type SiteChange } from '@/server/services/site-change';
import { photoStore } from '@/server/storage/photo-store';
import type { PhotoStore } from '@/server/storage/store';
import { detectPhotoType, heicDimensions, MAX_PHOTO_PIXELS, photoWidths, tooManyPixels, uploadProblem, type PhotoType } from '@/domain/photo-upload';
import { oneAtATime } from '@/server/one-at-a-time';
import type { PhotoUploadInput } from '@/server/trpc/routers/admin/photos-schema';
import { readSettingsRow } from '@/server/services/business-settings';
import { recordAudit } from './audit';

const CONTENT_TYPES: Record<PhotoType, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heic: 'image/heic' };
export const VARIANT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;
export type VariantFormat = keyof typeof VARIANT_TYPES;

export const originalKey = (id: string, type: PhotoType) => `originals/${id}.${type}`;
export const variantKey = (id: string, width: number, format: VariantFormat) => `${id}/${width}.${format}`;

const refused = (problem: string) => new AppError('BAD_REQUEST', `admin:photos.errors.${problem}`);

/** Decoding and resizing, one photo at a time in this server process. */
const processing = oneAtATime();

/** The photo's size from its header, nothing decoded; refused when unreadable or above MAX_PHOTO_PIXELS. */
async function checkPixels(bytes: Uint8Array, type: PhotoType) {
  let size: { width: number; height: number } | null;
  try {
    if (type === 'heic') size = heicDimensions(bytes);
    else {
      const { width, height } = await sharp(bytes).metadata();
      size = width && height ? { width, height } : null;
    }
  } catch {
    size = null;
  }
  if (!size) throw refused('unreadable');
  if (tooManyPixels(size)) throw refused('tooManyPixels');
}

/** The photo's pixels, upright, as raw RGB(A), and their size. */
async function decode(bytes: Uint8Array, type: PhotoType) {
  try {
    if (type === 'heic') {
      // sharp's prebuilt libvips reads HEIF only with AV1 (AVIF): HEVC, which phones write, is
      // decoded by libheif compiled to WebAssembly (heic-decode), see the README.
      const { default: decodeHeic } = await import('heic-decode');
      const image = await decodeHeic({ buffer: bytes });
      return { data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), info: { width: image.width, height: image.height, channels: 4 as const } };
    }
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS }).rotate().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: info.channels as 3 | 4 } };
  } catch (error) {
    log.warn(`A ${type} upload could not be read:`, error instanceof Error ? error.message : error);
    throw refused('unreadable');
  }
}

/** Resized copies at every width pages use up to the photo's own, in WebP and AVIF. */
async function variants(pixels: Awaited<ReturnType<typeof decode>>) {
  const widths = photoWidths(pixels.info.width);
  const out: { width: number; format: VariantFormat; body: Buffer }[] = [];
  for (const width of widths) {
    const resized = () => sharp(pixels.data, { raw: pixels.info }).resize({ width, withoutEnlargement: true });
    out.push({ width, format: 'webp', body: await resized().webp({ quality: 75 }).toBuffer() });
    // effort 2: a 1600 px AVIF in well under a second on two cores, for 20-30% fewer bytes than WebP.
    out.push({ width, format: 'avif', body: await resized().avif({ quality: 50, effort: 2 }).toBuffer() });
  }
  return { widths, out };
}

/** What the photo is attached to, checked before anything is stored; and the pages it shows on. */
async function findTarget(db: Db, input: PhotoUploadInput): Promise<SiteChange> {
  switch (input.target) {
    case 'product': {
      const product = await db.product.findUnique({ where: { id: input.targetId }, select: { slug: true, category: { select: { key: true } } } });
      if (!product) throw new AppError('NOT_FOUND', 'common:errors.notFound');
      return { products: [{ categoryKey: product.category.key, slug: product.slug }] };
    }
    case 'category': {
      if (!(await db.category.findUnique({ where: { id: input.targetId }, select: { id: true } }))) throw new AppError('NOT_FOUND', 'common:errors.notFound');
      // Category pictures are on the home page, the category's pages and the menu's pages: every page.
      return { menu: true };
    }
    case 'project': {
      const project = await db.project.findUnique({ where: { id: input.targetId }, select: { areaSlug: true } });
      if (!project) throw new AppError('NOT_FOUND', 'common:errors.notFound');
      return { showcase: [project.areaSlug] };
    }
    case 'storefront':
      // The settings row is made from the environment on its first read; it may not exist yet.
      await readSettingsRow(db);
      // The storefront photo is on the About and Contact pages; the business facts' change rebuilds every page.
      return { business: true };
  }
}

/** The upload's type from its bytes, or refused (empty, too large, not a photo) with a message. */
export function acceptedPhotoType(bytes: Uint8Array): PhotoType {
  const problem = uploadProblem(bytes);
  if (problem) throw refused(problem);
  return detectPhotoType(bytes)!;
}

/**
 * The photo checked for its pixel count, decoded upright (one at a time in this process) and
 * resized: its size, the widths made and the WebP and AVIF copies. Also used for the customers'
 * private drop-site photos (services/drop-photos.ts), which keep only these copies.
 */
export async function resizedCopies(bytes: Uint8Array, type: PhotoType) {
  await checkPixels(bytes, type);
  // Only the size is kept once the copies are made: the decoded pixels are let go.
  return processing.run(async () => {
    const pixels = await decode(bytes, type);
    return { info: pixels.info, ...(await variants(pixels)) };
  });
}

export async function uploadPhoto(db: Db, actorId: string, input: PhotoUploadInput, store: PhotoStore = photoStore()) {
  const type = acceptedPhotoType(input.file);
  const change = await findTarget(db, input);
  const { info, widths, out } = await resizedCopies(input.file, type);

  const id = randomUUID();
  const keys = [originalKey(id, type), ...out.map((v) => variantKey(id, v.width, v.format))];
  try {
    await store.put(keys[0]!, input.file, CONTENT_TYPES[type]);
    for (const v of out) await store.put(variantKey(id, v.width, v.format), v.body, VARIANT_TYPES[v.format]);
    const photo = await db.$transaction(async (tx) => {
      const row = await tx.photo.create({
        data: { id, width: info.width, height: info.height, widths, altEn: input.altEn, altEs: input.altEs, originalType: type, byteSize: input.file.length, createdById: actorId },
      });
      if (input.target === 'product') await tx.product.update({ where: { id: input.targetId }, data: { photoId: id } });
      if (input.target === 'category') await tx.category.update({ where: { id: input.targetId }, data: { photoId: id } });
      if (input.target === 'project') await tx.project.update({ where: { id: input.targetId }, data: { photoId: id } });
      if (input.target === 'storefront') await tx.businessSettings.update({ where: { id: 1 }, data: { storefrontPhotoId: id } });
      const { createdAt: _c, ...fields } = row;
      await recordAudit(tx, { actorId, action: 'photo.attach', entityType: 'Photo', entityId: id, after: { ...fields, target: input.target, targetId: input.targetId } });
      return row;
    });
    return changed(photo, change);
  } catch (error) {
    await Promise.all(keys.map((key) => store.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** A resized copy's bytes for the public address /api/photos/<id>/<width>.<format>; null when there is none. */
export async function readPhotoVariant(id: string, width: number, format: VariantFormat, store: PhotoStore = photoStore()): Promise<Buffer | null> {
  return store.get(variantKey(id, width, format));
}
