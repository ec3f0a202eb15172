// A driver's action from the phone (issue 46): "on my way", "delivered" with its proof, or "could
// not deliver". Each is applied once: the phone's key is the DriverAction row's, so a replay (the
// phone was offline and sends again, or sends twice at once) is answered with what the first
// sending got and applies nothing. The order's row is locked for the whole transaction, which
// holds the move (version-checked, on the timeline, e-mailed in the quote's language), the proof
// (DeliveryAttempt), the pallets returned (a credit in the ledger under the owner's rules), the
// invoice of a delivery, the return-trip fee of one that could not be made, the audit row and the
// key. Only the order's assigned driver may act, and only along the driver's arrows
// (domain/order-states.ts); anything else is refused with the reason and changes nothing.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { isUniqueViolation } from '@/server/db/unique';
import { photoStore } from '@/server/storage/photo-store';
import type { PhotoStore } from '@/server/storage/store';
import { ACTION_TARGET, actionIssue, earlyActionIssue, happenedAt, moveIssue, type DriverActionInput, type DriverActionKind } from '@/domain/delivery-actions';
import { imageWidths } from '@/config/images.mjs';
import type { OrderStatus } from '@/domain/order-states';
import { businessClock } from '@/domain/delivery-date';
import { loadQuoteRules } from '../quote-rules';
import type { PaymentRules } from '@/domain/ledger';
import type { DeliveryReport } from '@emails/registry';
import { applyOrderMove, noticeCustomer, quoteCustomerSelect } from '../order-events';
import { recordAudit } from '../admin/audit';
import { loadPaymentRules } from '../payments/payment-settings';
import { addRowLocked, readLedger } from '../payments/order-ledger';
import { issueInvoice } from '../documents/issue';
import { removeProof, storeProof, type StoredProof } from '../delivery-proofs';

type Tx = Prisma.TransactionClient;

export interface ActionFiles {
  photos: Uint8Array[];
  signature: Uint8Array | null;
}

/** What the phone is answered, now and on every replay of the same key. */
export interface ActionOutcome {
  status: OrderStatus;
  replayed: boolean;
}

/** Whether the order has the proof of its delivery (a DELIVERED attempt) yet. */
const proofSelect = { attempts: { where: { outcome: 'DELIVERED' }, select: { id: true }, take: 1 } } satisfies Prisma.OrderSelect;

const orderSelect = {
  id: true,
  status: true,
  version: true,
  driverId: true,
  deliveryDate: true,
  quote: { select: { id: true, language: true, fulfilment: true, ...quoteCustomerSelect } },
  ...proofSelect,
} satisfies Prisma.OrderSelect;

/**
 * "Delivered" on an order the office marked delivered itself (the driver, without a signal,
 * called it in) and that has no proof yet: the proof the phone kept is recorded; the order does not move.
 */
const proofOnly = (kind: DriverActionKind, order: { status: OrderStatus; attempts: readonly unknown[] }) => kind === 'delivered' && order.status === 'DELIVERED' && order.attempts.length === 0;

/** This driver's order, which the action may move now (or add its proof to); refused with the reason otherwise. */
function checkOrder<O extends { driverId: string | null; status: OrderStatus; deliveryDate: Date; attempts: readonly unknown[] }>(order: O | null, driverId: string, kind: DriverActionKind, today: string): O {
  // Another driver's order is answered as one that does not exist.
  if (!order || order.driverId !== driverId) throw new AppError('NOT_FOUND', 'orders:driverActions.errors.notYours');
  if (proofOnly(kind, order)) return order;
  const issue = moveIssue(kind, order.status);
  if (issue) throw new AppError('CONFLICT', `orders:driverActions.errors.${issue}`);
  // A load leaves on its day (only the office sends one early, with the reason), and no return trip is charged before it.
  const date = order.deliveryDate.toISOString().slice(0, 10);
  const early = earlyActionIssue(kind, order.status, date, today);
  if (early) throw new AppError('CONFLICT', `orders:driverActions.errors.${early}`, { date });
  return order;
}

const sentSelect = { driverId: true, orderId: true, outcome: true } satisfies Prisma.DriverActionSelect;

/** A key already applied: what it was answered, if it is this driver's action on this order. */
function replay(sent: Prisma.DriverActionGetPayload<{ select: typeof sentSelect }>, driverId: string, input: DriverActionInput): ActionOutcome {
  if (sent.driverId !== driverId || sent.orderId !== input.orderId) throw new AppError('CONFLICT', 'orders:driverActions.errors.keyReused');
  return { status: (sent.outcome as { status: OrderStatus }).status, replayed: true };
}

/** The copy the "delivered" e-mail attaches: the widest WebP copy up to 1280 px of the first photo. */
function emailPhoto(proof: StoredProof) {
  const first = proof.photos[0];
  if (!first) return null;
  const fitting = imageWidths.filter((w) => w <= Math.min(first.width, 1280));
  return { id: first.id, width: fitting.at(-1) ?? first.width };
}

/**
 * Applies the action of `driverId` (the signed-in driver, re-read from the database) with its
 * files, or answers a replay of its key. Files are checked and stored before the transaction
 * (their decoding is slow) and removed again if the action is refused or was already applied.
 */
export async function applyDriverAction(db: Db, driverId: string, input: DriverActionInput, files: ActionFiles, now = new Date(), store: PhotoStore = photoStore()): Promise<ActionOutcome> {
  const sentBefore = () => db.driverAction.findUnique({ where: { key: input.key }, select: sentSelect });
  const sent = await sentBefore();
  if (sent) return replay(sent, driverId, input);
  const issue = actionIssue(input, { photos: files.photos.length, signature: files.signature !== null });
  if (issue) throw new AppError('BAD_REQUEST', `orders:driverActions.errors.${issue}`);
  // Checked before any photo is decoded, and again under the order's lock.
  const today = businessClock(now, (await loadQuoteRules(db)).schedule.timeZone).date;
  try {
    checkOrder(await db.order.findUnique({ where: { id: input.orderId }, select: { driverId: true, status: true, deliveryDate: true, ...proofSelect } }), driverId, input.kind, today);
  } catch (error) {
    // The order moved because another sending of this key has just been applied: a replay.
    const applied = await sentBefore();
    if (applied) return replay(applied, driverId, input);
    throw error;
  }
  const rules = await loadPaymentRules(db);
  const proof = await storeProof(files.photos, files.signature, store);
  try {
    const outcome = await db.$transaction((tx) => apply(tx, driverId, input, proof, rules, now, today), { timeout: 15_000 });
    if (outcome.replayed) await removeProof(proof, store);
    return outcome;
  } catch (error) {
    await removeProof(proof, store);
    // The same key sent at once for another order (each under its own lock): the key's index keeps one.
    if (isUniqueViolation(error)) {
      const first = await sentBefore();
      if (first) return replay(first, driverId, input);
    }
    throw error;
  }
}

async function apply(tx: Tx, driverId: string, input: DriverActionInput, proof: StoredProof, rules: PaymentRules, now: Date, today: string): Promise<ActionOutcome> {
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${input.orderId}::uuid FOR UPDATE`;
  // A sending of the same key that held the lock before us has applied it: answer as it was.
  const sent = await tx.driverAction.findUnique({ where: { key: input.key }, select: sentSelect });
  if (sent) return replay(sent, driverId, input);
  const order = checkOrder(await tx.order.findUnique({ where: { id: input.orderId }, select: orderSelect }), driverId, input.kind, today);
  const onlyProof = proofOnly(input.kind, order);
  const to = ACTION_TARGET[input.kind];
  const at = happenedAt(input.at, now);
  const details: Record<string, string | number | null> = { action: input.kind, at: at.toISOString() };
  let data: Prisma.OrderUncheckedUpdateManyInput = {};
  let report: DeliveryReport | undefined;
  let attemptId: string | null = null;
  let palletsReturned = 0;

  if (input.kind !== 'onMyWay') {
    const delivered = input.kind === 'delivered';
    palletsReturned = delivered ? (input.palletsReturned ?? 0) : 0;
    if (palletsReturned > 0) {
      const { money } = await readLedger(tx, order.id, rules);
      if (palletsReturned > money.pallets) throw new AppError('BAD_REQUEST', 'orders:driverActions.errors.tooManyPallets', { pallets: money.pallets });
    }
    const feeCents = delivered ? 0 : rules.returnTripFeeCents;
    const attempt = await tx.deliveryAttempt.create({
      data: {
        orderId: order.id,
        driverId,
        outcome: delivered ? 'DELIVERED' : 'NOT_DELIVERED',
        reason: delivered ? null : input.reason!,
        photoIds: proof.photos.map((p) => p.id),
        photoWidths: proof.photos.map((p) => p.width),
        signatureId: proof.signatureId,
        receivedBy: input.receivedBy ?? '',
        leftOnSite: delivered && input.leftOnSite === true,
        palletsReturned,
        note: input.note ?? '',
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        happenedAt: at,
        feeCents,
        ...(delivered && input.collected ? { collectedCents: input.collected.amountCents, collectedMethod: input.collected.method, collectedReference: input.collected.reference ?? '' } : {}),
      },
      select: { id: true, receivedBy: true, leftOnSite: true },
    });
    attemptId = attempt.id;
    details.attemptId = attempt.id;
    if (delivered) {
      report = { outcome: 'DELIVERED', photo: emailPhoto(proof), receivedBy: attempt.receivedBy, leftOnSite: attempt.leftOnSite };
    } else {
      // Back to staff to reschedule: the schedule is cleared, and the return trip is owed.
      data = { windowStart: null, windowEnd: null, truckId: null, truck: '', driverId: null, returnTripFeeCents: { increment: feeCents } };
      Object.assign(details, { notDeliveredReason: input.reason!, feeCents });
      report = { outcome: 'NOT_DELIVERED', reason: input.reason!, feeCents };
    }
  }

  // The office already moved it to DELIVERED (and e-mailed the customer, and issued the invoice):
  // only the proof and the pallets are added.
  if (!onlyProof) {
    await applyOrderMove(tx, {
      order: { id: order.id, version: order.version, status: order.status },
      to,
      actor: { kind: 'driver', id: driverId },
      data,
      details,
      notify: { ...noticeCustomer(order.quote), language: order.quote.language, quoteId: order.quote.id, fulfilment: order.quote.fulfilment, delivery: report },
    });
  }
  if (palletsReturned > 0) await creditPallets(tx, rules, driverId, order.id, palletsReturned, input.key);
  // Paid at the door: the payment (with its receipt) before the invoice, which then shows it paid.
  if (input.kind === 'delivered' && input.collected) await recordCollected(tx, rules, driverId, order.id, attemptId!, input.collected, input.key);
  // Delivered: the numbered invoice, after the "delivered" e-mail and with the pallets credited (services/documents/issue.ts).
  if (to === 'DELIVERED' && !onlyProof) await issueInvoice(tx, order.id, (await readLedger(tx, order.id, rules)).summary, now);
  await recordAudit(tx, {
    actorId: driverId,
    action: onlyProof ? 'order.proof' : 'order.move',
    entityType: 'Order',
    entityId: order.id,
    before: { status: order.status, version: order.version },
    after: { status: to, ...details, palletsReturned, photos: proof.photos.length, signature: proof.signatureId !== null, attemptId },
  });
  await tx.driverAction.create({ data: { key: input.key, driverId, orderId: order.id, kind: input.kind, outcome: { status: to } }, select: { key: true } });
  return { status: to, replayed: false };
}

/**
 * Money the driver took at the door (kept on the attempt), recorded by the driver as a payment
 * (cash or check, with the check's number) under the action's key, with its numbered receipt,
 * when it is within what the order still owes (after the pallets credited just now). Above it,
 * the office has most likely recorded the same money meanwhile (the driver called it in): no
 * second payment or receipt is made, and the proof of delivery shows the amount as not recorded
 * for the office to settle.
 */
async function recordCollected(tx: Tx, rules: PaymentRules, driverId: string, orderId: string, attemptId: string, collected: NonNullable<DriverActionInput['collected']>, actionKey: string) {
  const { summary } = await readLedger(tx, orderId, rules);
  if (collected.amountCents > summary.balanceCents) return;
  const idempotencyKey = `driver-action:${actionKey}:payment`;
  const { row } = await addRowLocked(tx, rules, driverId, orderId, idempotencyKey, () => ({
    orderId,
    kind: 'PAYMENT',
    amountCents: collected.amountCents,
    method: collected.method,
    reference: collected.reference ?? '',
    idempotencyKey,
  }));
  await tx.deliveryAttempt.update({ where: { id: attemptId }, data: { collectedPaymentId: row.id }, select: { id: true } });
}

/**
 * Pallets the driver took back: a credit of the pallet deposit as the day view's payment dialog
 * records it, when the owner's rules credit them, up to what the order's pallets paid and was not
 * credited yet (staff may have credited some already). Its key is the action's.
 */
async function creditPallets(tx: Tx, rules: PaymentRules, driverId: string, orderId: string, pallets: number, actionKey: string) {
  if (!rules.creditReturnedPallets) return;
  const { summary } = await readLedger(tx, orderId, rules);
  const amountCents = Math.min(pallets * rules.palletDepositCents, summary.palletCreditLeftCents);
  if (amountCents <= 0) return;
  await addRowLocked(tx, rules, driverId, orderId, `driver-action:${actionKey}:pallets`, () => ({
    orderId,
    kind: 'PALLET_CREDIT',
    amountCents,
    method: null,
    reference: '',
    idempotencyKey: `driver-action:${actionKey}:pallets`,
  }));
}
