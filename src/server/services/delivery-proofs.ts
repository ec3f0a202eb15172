// Proof of delivery (issue 46): the driver's photos of the drop and the receiver's signature.
// Photos go through the staff photos' pipeline (services/admin/photos.ts: the type from the bytes,
// at most 15 MB and 40 megapixels, decoded upright one at a time) and, like the customers' drop-site
// photos, only their resized WebP and AVIF copies are kept (no original with the phone's location),
// under delivery-proofs/ where the public /api/photos route cannot reach. The signature pad's PNG is
// kept as sent once it is known to be a small PNG. /api/delivery-proofs serves them 'private,
// no-store' to staff, the order's customer (account or the quote's link) and the order's driver.
//
// A DeliveryAttempt's photoWidths[i] is the widest copy of photoIds[i]; its other copies are at
// every narrower width pages use (photoWidths() of that width, as the pipeline made them).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { seesEveryOrder } from '@/domain/back-office-access';
import { DELIVERY_PROOF_LIMITS, deliveryProofUrl, drivesOrder, signatureProblem, signatureUrl } from '@/domain/delivery-actions';
import { photoWidths } from '@/domain/photo-upload';
import { photoStore } from '@/server/storage/photo-store';
import type { PhotoStore } from '@/server/storage/store';
import { acceptedPhotoType, resizedCopies, VARIANT_TYPES, type VariantFormat } from './admin/photos';
import { linkOpens, type PhotoViewer } from './drop-photos';

export const deliveryProofKey = (id: string, width: number, format: VariantFormat) => `delivery-proofs/${id}/${width}.${format}`;
export const signatureKey = (id: string) => `delivery-proofs/${id}/signature.png`;

/** The widths a proof photo's copies were made at, from the widest. */
export const proofPhotoWidths = (widest: number) => photoWidths(widest);

/** Files stored for an action, so they can be removed if it is not applied. */
export interface StoredProof {
  photos: { id: string; width: number }[];
  signatureId: string | null;
  keys: string[];
}

const signatureRefused = (problem: string) => new AppError('BAD_REQUEST', `orders:driverActions.errors.signature.${problem}`);

/** A signature pad's PNG, small in bytes and pixels; refused with a message otherwise. */
async function checkedSignature(bytes: Uint8Array) {
  const problem = signatureProblem(bytes);
  if (problem) throw signatureRefused(problem);
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    if (format !== 'png' || !width || !height || width * height > DELIVERY_PROOF_LIMITS.signaturePixels) throw signatureRefused('unreadable');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw signatureRefused('unreadable');
  }
  return bytes;
}

/**
 * Checks and stores an action's photos and signature (every photo is checked before anything is
 * kept); nothing stays stored when one is refused.
 */
export async function storeProof(photos: readonly Uint8Array[], signature: Uint8Array | null, store: PhotoStore = photoStore()): Promise<StoredProof> {
  const types = photos.map((bytes) => acceptedPhotoType(bytes));
  const checkedSig = signature ? await checkedSignature(signature) : null;
  const stored: StoredProof = { photos: [], signatureId: null, keys: [] };
  try {
    for (const [i, bytes] of photos.entries()) {
      const { widths, out } = await resizedCopies(bytes, types[i]!);
      const id = randomUUID();
      for (const copy of out) {
        const key = deliveryProofKey(id, copy.width, copy.format);
        stored.keys.push(key);
        await store.put(key, copy.body, VARIANT_TYPES[copy.format]);
      }
      stored.photos.push({ id, width: widths.at(-1)! });
    }
    if (checkedSig) {
      stored.signatureId = randomUUID();
      stored.keys.push(signatureKey(stored.signatureId));
      await store.put(signatureKey(stored.signatureId), checkedSig, 'image/png');
    }
  } catch (error) {
    await removeProof(stored, store);
    throw error;
  }
  return stored;
}

/** Deletes what storeProof kept (an action refused or already applied). */
export async function removeProof(stored: StoredProof, store: PhotoStore = photoStore()) {
  await Promise.all(stored.keys.map((key) => store.delete(key).catch(() => undefined)));
}

/** A proof file's name in the route: `<width>.<webp|avif>` or `signature.png`. */
export type ProofFile = { kind: 'photo'; width: number; format: VariantFormat } | { kind: 'signature' };

const attemptAccessSelect = {
  photoIds: true,
  photoWidths: true,
  signatureId: true,
  driverId: true,
  order: { select: { quoteId: true, driverId: true, quote: { select: { userId: true } } } },
} as const;

/**
 * A proof file for staff, the order's customer (signed in, or holding the quote's link) and the
 * order's driver (assigned now, or who made the attempt); 'unauthorized' for a caller with neither
 * a session nor a link, null (no such file) for everyone else, as for a file that does not exist.
 */
export async function readDeliveryProof(
  db: Db,
  who: { viewer: PhotoViewer | null; token: string | null },
  id: string,
  file: ProofFile,
  now = new Date(),
  store: PhotoStore = photoStore(),
): Promise<{ body: Buffer; contentType: string } | 'unauthorized' | null> {
  if (!who.viewer && !who.token) return 'unauthorized';
  const where = file.kind === 'signature' ? { signatureId: id } : { photoIds: { has: id } };
  const attempt = await db.deliveryAttempt.findFirst({ where, select: attemptAccessSelect });
  if (!attempt) return null;
  const { viewer } = who;
  const allowed =
    (viewer !== null && (seesEveryOrder(viewer) || viewer.id === attempt.order.quote.userId || drivesOrder(viewer, attempt.order.driverId) || drivesOrder(viewer, attempt.driverId))) ||
    (who.token !== null && (await linkOpens(db, attempt.order.quoteId, who.token, now)));
  if (!allowed) return null;
  if (file.kind === 'signature') {
    const body = await store.get(signatureKey(id));
    return body && { body, contentType: 'image/png' };
  }
  const widest = attempt.photoWidths[attempt.photoIds.indexOf(id)];
  if (widest === undefined || !proofPhotoWidths(widest).includes(file.width)) return null;
  const body = await store.get(deliveryProofKey(id, file.width, file.format));
  return body && { body, contentType: VARIANT_TYPES[file.format] };
}

/**
 * What the driver reported at the order's site, oldest first: each attempt with its outcome, who
 * received it or why not, the fee, where the phone was, and its photos (the widths of each, and
 * the address of its widest WebP copy) and signature as private addresses under
 * /api/delivery-proofs (a customer with the link adds `?token=`).
 */
export async function deliveryProofs(db: Db, orderId: string) {
  const attempts = await db.deliveryAttempt.findMany({
    where: { orderId },
    orderBy: [{ happenedAt: 'asc' }, { createdAt: 'asc' }],
    select: {
      id: true,
      outcome: true,
      reason: true,
      photoIds: true,
      photoWidths: true,
      signatureId: true,
      receivedBy: true,
      leftOnSite: true,
      palletsReturned: true,
      note: true,
      latitude: true,
      longitude: true,
      happenedAt: true,
      createdAt: true,
      feeCents: true,
      driverId: true,
      collectedCents: true,
      collectedMethod: true,
      collectedReference: true,
      collectedPaymentId: true,
    },
  });
  const drivers = await db.user.findMany({ where: { id: { in: [...new Set(attempts.map((a) => a.driverId))] } }, select: { id: true, name: true, email: true } });
  const driverOf = new Map(drivers.map((d) => [d.id, { id: d.id, name: d.name || d.email }]));
  return attempts.map(({ photoIds, photoWidths: widest, signatureId, latitude, longitude, driverId, collectedCents, collectedMethod, collectedReference, collectedPaymentId, ...attempt }) => ({
    ...attempt,
    /** Money taken at the door, and whether it was recorded in the ledger. */
    collected: collectedCents > 0 ? { amountCents: collectedCents, method: collectedMethod, reference: collectedReference, recorded: collectedPaymentId !== null } : null,
    driver: driverOf.get(driverId) ?? { id: driverId, name: '' },
    location: latitude !== null && longitude !== null ? { latitude: latitude.toNumber(), longitude: longitude.toNumber() } : null,
    photos: photoIds.map((id, i) => ({ id, widths: proofPhotoWidths(widest[i]!), url: deliveryProofUrl(id, widest[i]!, 'webp') })),
    signatureUrl: signatureId ? signatureUrl(signatureId) : null,
  }));
}

export type DeliveryProof = Awaited<ReturnType<typeof deliveryProofs>>[number];
