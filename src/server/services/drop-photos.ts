// The customer's photo of the drop spot (issue 46): uploaded to their order (from the account or
// through the e-mailed link) while it is accepted or scheduled, through the staff photos' own
// pipeline (services/admin/photos.ts: the type from the bytes, at most 15 MB and 40 megapixels,
// decoded upright one at a time, resized WebP and AVIF copies). Unlike the catalogue's photos it is
// private: only the resized copies are kept (the original, which may carry the phone's location,
// is not), under drop-sites/ in the photo store where the public /api/photos route cannot reach,
// and /api/drop-photos serves them only to staff, to the order's customer and to its driver. A new
// photo replaces the last one, whose copies are deleted.
import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { seesEveryOrder, type Viewer } from '@/domain/back-office-access';
import { drivesOrder } from '@/domain/delivery-actions';
import { photoStore } from '@/server/storage/photo-store';
import type { PhotoStore } from '@/server/storage/store';
import type { RateLimitRule } from '@/server/rate-limit';
import { acceptedPhotoType, resizedCopies, VARIANT_TYPES, type VariantFormat } from './admin/photos';
import { checkQuoteLink } from './quote-links';
import { quoteForCaller, type QuoteAccess } from './quote-access';

export const dropPhotoKey = (id: string, width: number, format: VariantFormat) => `drop-sites/${id}/${width}.${format}`;
const FORMATS = Object.keys(VARIANT_TYPES) as VariantFormat[];

/** A photo may be added or replaced until the truck leaves. */
const OPEN_STATUSES = ['ACCEPTED', 'SCHEDULED'] as const;

/** Uploads per hour: from one address, and to one quote's order (each is decoded and resized). */
export const dropPhotoLimits = (ip: string, quoteId: string): RateLimitRule[] => [
  { key: `drop-photo:ip:${ip}`, limit: 20, windowSeconds: 3600 },
  { key: `drop-photo:quote:${quoteId}`, limit: 10, windowSeconds: 3600 },
];

/** The signed-in person re-read from the database; null when signed out or deactivated. */
export type PhotoViewer = Viewer;

export async function photoViewer(db: Db, userId: string | null | undefined): Promise<PhotoViewer | null> {
  if (!userId) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, role: true, isActive: true, twoFactorEnabledAt: true } });
  return user?.isActive ? { id: user.id, role: user.role, twoFactorEnabledAt: user.twoFactorEnabledAt } : null;
}

/** The order of a quote this caller may add a photo to; refused with a message otherwise. */
async function customersOpenOrder(db: Db, access: QuoteAccess, quoteId: string, now: Date) {
  const quote = await quoteForCaller(db, access, quoteId, { fulfilment: true, order: { select: { id: true, status: true, dropPhotoId: true, dropPhotoWidths: true } } }, now);
  if (!quote.order) throw new AppError('BAD_REQUEST', 'orders:errors.noOrder');
  if (quote.fulfilment !== 'DELIVERY') throw new AppError('BAD_REQUEST', 'orders:dropSite.photo.errors.pickup');
  if (!(OPEN_STATUSES as readonly string[]).includes(quote.order.status)) throw new AppError('BAD_REQUEST', 'orders:dropSite.photo.errors.closed');
  return quote.order;
}

/** Stores the photo as the order's drop-site photo, replacing the last one. */
export async function uploadDropPhoto(db: Db, access: QuoteAccess, quoteId: string, bytes: Uint8Array, now = new Date(), store: PhotoStore = photoStore()) {
  const order = await customersOpenOrder(db, access, quoteId, now);
  const type = acceptedPhotoType(bytes);
  const { widths, out } = await resizedCopies(bytes, type);
  const id = randomUUID();
  const keys = out.map((copy) => dropPhotoKey(id, copy.width, copy.format));
  try {
    for (const copy of out) await store.put(dropPhotoKey(id, copy.width, copy.format), copy.body, VARIANT_TYPES[copy.format]);
    // Only over the photo read above, and while the order is still open: of two uploads at once one wins.
    const saved = await db.order.updateMany({
      where: { id: order.id, dropPhotoId: order.dropPhotoId, status: { in: [...OPEN_STATUSES] } },
      data: { dropPhotoId: id, dropPhotoWidths: widths },
    });
    if (saved.count === 0) throw new AppError('CONFLICT', 'orders:dropSite.photo.errors.changed');
  } catch (error) {
    await Promise.all(keys.map((key) => store.delete(key).catch(() => undefined)));
    throw error;
  }
  if (order.dropPhotoId) {
    const old = order.dropPhotoId;
    await Promise.all(order.dropPhotoWidths.flatMap((width) => FORMATS.map((format) => store.delete(dropPhotoKey(old, width, format)).catch(() => undefined))));
  }
  return { id, widths };
}

/**
 * A copy of a drop-site photo for staff, the order's customer (signed in), the holder of the
 * quote's link or the order's driver (issue 46); 'unauthorized' for a caller who is neither signed in nor holds a link, null (no
 * such photo) for everyone else, as for a photo that does not exist.
 */
export async function readDropPhoto(
  db: Db,
  who: { viewer: PhotoViewer | null; token: string | null },
  photoId: string,
  width: number,
  format: VariantFormat,
  now = new Date(),
  store: PhotoStore = photoStore(),
): Promise<Buffer | 'unauthorized' | null> {
  if (!who.viewer && !who.token) return 'unauthorized';
  const order = await db.order.findFirst({ where: { dropPhotoId: photoId }, select: { quoteId: true, driverId: true, dropPhotoWidths: true, quote: { select: { userId: true } } } });
  if (!order) return null;
  const viewer = who.viewer;
  const allowed =
    (viewer !== null && (seesEveryOrder(viewer) || viewer.id === order.quote.userId || drivesOrder(viewer, order.driverId))) || (who.token !== null && (await linkOpens(db, order.quoteId, who.token, now)));
  if (!allowed || !order.dropPhotoWidths.includes(width)) return null;
  return store.get(dropPhotoKey(photoId, width, format));
}

/** Whether a quote link's token opens this quote now (a wrong, expired or revoked one does not). */
export async function linkOpens(db: Db, quoteId: string, token: string, now: Date) {
  try {
    await checkQuoteLink(db, quoteId, token, now);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
