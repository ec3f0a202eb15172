// What a driver's phone sends about one delivery (issue 46): "on my way", "delivered" with its
// proof, or "could not deliver" with the reason, each under a key the phone made, so however often
// it is sent it is applied once (services/driver/actions.ts). Pure rules shared by the phone and
// the server; messages are translation keys (orders:driverActions.*).
import '@/domain/zod';
import { z } from 'zod';
import { text } from './input-schema';
import { Language, NotDeliveredReason } from './enums';
import { canEnterBackOffice, type Viewer } from './back-office-access';
import { canMove, type OrderStatus } from './order-states';
import { MAX_PHOTO_BYTES } from './photo-upload';
import { PAYMENT_LIMITS } from './payment-schema';
import { MAX_MONEY_CENTS } from './admin-money';

export const DRIVER_ACTION_KINDS = ['onMyWay', 'delivered', 'notDelivered'] as const;
export type DriverActionKind = (typeof DRIVER_ACTION_KINDS)[number];

/** A signature pad's PNG is a few kB; a phone's full screen at 3x stays well under these. */
export const DELIVERY_PROOF_LIMITS = { photos: 6, receivedBy: 120, note: 1000, pallets: 1000, signatureBytes: 256 * 1024, signaturePixels: 4_000_000 } as const;

/** The most one action's request may be: six photos of the most a photo may be, the signature, and the form's own bytes. */
export const MAX_ACTION_BYTES = DELIVERY_PROOF_LIMITS.photos * MAX_PHOTO_BYTES + DELIVERY_PROOF_LIMITS.signatureBytes + 64 * 1024;

const v = (key: string) => `orders:driverActions.validation.${key}`;

/** How a driver is paid at the door (a card is taken by the office or online). */
export const COLLECTED_METHODS = ['CASH', 'CHECK'] as const;

export const driverActionInput = z
  .object({
    key: text(v('key')).uuid(v('key')),
    orderId: text('orders:validation.orderId').uuid('orders:validation.orderId'),
    kind: z.enum(DRIVER_ACTION_KINDS, { error: v('kind') }),
    /** When the driver tapped, on the phone's clock (it may have been offline since). */
    at: z.iso.datetime({ offset: true, error: v('at') }),
    lang: z.enum(Language, { error: v('lang') }),
    receivedBy: text(v('receivedBy')).trim().max(DELIVERY_PROOF_LIMITS.receivedBy, v('receivedBy')).optional(),
    leftOnSite: z.boolean({ error: v('leftOnSite') }).optional(),
    palletsReturned: z.number({ error: v('pallets') }).int(v('pallets')).min(0, v('pallets')).max(DELIVERY_PROOF_LIMITS.pallets, v('pallets')).optional(),
    note: text(v('note')).trim().max(DELIVERY_PROOF_LIMITS.note, v('note')).optional(),
    reason: z.enum(NotDeliveredReason, { error: v('reason') }).optional(),
    latitude: z.number({ error: v('location') }).min(-90, v('location')).max(90, v('location')).optional(),
    longitude: z.number({ error: v('location') }).min(-180, v('location')).max(180, v('location')).optional(),
    /** Money the driver took at the door on delivery: recorded as a payment, with its receipt. */
    collected: z
      .object({
        amountCents: z.number({ error: v('collected') }).int(v('collected')).min(1, v('collected')).max(MAX_MONEY_CENTS, v('collected')),
        method: z.enum(COLLECTED_METHODS, { error: v('collectedMethod') }),
        reference: text(v('collectedReference')).trim().max(PAYMENT_LIMITS.reference, v('collectedReference')).optional(),
      })
      .optional(),
  })
  .refine((a) => (a.latitude === undefined) === (a.longitude === undefined), { message: v('location'), path: ['latitude'] })
  .refine((a) => a.collected === undefined || a.kind === 'delivered', { message: v('collected'), path: ['collected'] });
export type DriverActionInput = z.infer<typeof driverActionInput>;

/** The state each action moves the order to. */
export const ACTION_TARGET: Record<DriverActionKind, OrderStatus> = { onMyWay: 'OUT_FOR_DELIVERY', delivered: 'DELIVERED', notDelivered: 'ACCEPTED' };

/** Why an action is refused for what it carries (orders:driverActions.errors.<issue>). */
export type ActionIssue = 'tooManyPhotos' | 'filesNotExpected' | 'photoNeeded' | 'signatureOrLeftOnSite' | 'receivedByNeeded' | 'reasonNeeded' | 'signatureNotExpected';

/**
 * What an action must carry: "delivered" at least one photo of the drop and either the
 * receiver's signature with their name or "left on site"; "could not deliver" its reason (photos
 * of a blocked site are welcome, a signature is not); "on my way" nothing.
 */
export function actionIssue(action: Pick<DriverActionInput, 'kind' | 'leftOnSite' | 'receivedBy' | 'reason'>, files: { photos: number; signature: boolean }): ActionIssue | null {
  if (files.photos > DELIVERY_PROOF_LIMITS.photos) return 'tooManyPhotos';
  switch (action.kind) {
    case 'onMyWay':
      return files.photos > 0 || files.signature ? 'filesNotExpected' : null;
    case 'delivered':
      if (files.photos === 0) return 'photoNeeded';
      if (files.signature) return action.receivedBy ? null : 'receivedByNeeded';
      return action.leftOnSite ? null : 'signatureOrLeftOnSite';
    case 'notDelivered':
      if (!action.reason) return 'reasonNeeded';
      return files.signature ? 'signatureNotExpected' : null;
  }
}

/** Why the order is not in a state for this action (orders:driverActions.errors.<issue>). */
export type MoveIssue = 'onMyWayFirst' | 'alreadyOnTheWay' | 'alreadyDelivered' | 'cancelled' | 'notScheduled';

/** Whether the driver may take the order along this action's arrow now; else what to tell them. */
export function moveIssue(kind: DriverActionKind, status: OrderStatus): MoveIssue | null {
  if (canMove(status, ACTION_TARGET[kind], 'driver')) return null;
  if (status === 'DELIVERED') return 'alreadyDelivered';
  if (status === 'CANCELLED') return 'cancelled';
  if (status === 'ACCEPTED') return 'notScheduled';
  // SCHEDULED (delivered before leaving) or OUT_FOR_DELIVERY (on my way twice).
  return kind === 'delivered' ? 'onMyWayFirst' : 'alreadyOnTheWay';
}

/** Why the action waits for the delivery's day (orders:driverActions.errors.<issue>). */
export type EarlyActionIssue = 'notToday' | 'notDeliveredEarly';

/**
 * Whether a load still in the yard is acted on before its day (both YYYY-MM-DD on the business's
 * calendar): "On my way" waits for it (only the office sends a load early, with a reason), and so
 * does "Could not deliver", which would charge a return trip never made. A load the office sent
 * out early may be delivered, or not, at once. Checked after moveIssue.
 */
export function earlyActionIssue(kind: DriverActionKind, status: OrderStatus, deliveryDate: string, today: string): EarlyActionIssue | null {
  if (status !== 'SCHEDULED' || today >= deliveryDate) return null;
  return kind === 'notDelivered' ? 'notDeliveredEarly' : 'notToday';
}

/** When the action happened: the phone's time, but never after the server's (a clock running ahead). */
export const happenedAt = (at: string, now: Date) => new Date(Math.min(Date.parse(at), now.getTime()));

/** The order's assigned driver, as a back-office person with two-step verification on. */
export const drivesOrder = (viewer: Pick<Viewer, 'id' | 'role' | 'twoFactorEnabledAt'>, driverId: string | null) =>
  driverId !== null && viewer.id === driverId && canEnterBackOffice(viewer.role, 'driver') && viewer.twoFactorEnabledAt !== null;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Why a signature file is refused, from its bytes: a PNG (what the signature pad makes) and small. */
export function signatureProblem(bytes: Uint8Array): 'empty' | 'tooLarge' | 'notPng' | null {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > DELIVERY_PROOF_LIMITS.signatureBytes) return 'tooLarge';
  return bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b) ? null : 'notPng';
}

/** The private address of a proof photo's copy (src/pages/api/delivery-proofs; `?token=` for a quote link's holder). */
export const deliveryProofUrl = (id: string, width: number, format: 'webp' | 'avif') => `/api/delivery-proofs/${id}/${width}.${format}`;
export const signatureUrl = (id: string) => `/api/delivery-proofs/${id}/signature.png`;
