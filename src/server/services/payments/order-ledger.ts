// An order's ledger (issue 45): payments, refunds and pallet credits are only ever added, and a
// mistake is undone by a reversal row; each row is audited in its own transaction. The order's
// row is locked while a row is added, so two entries never both pass the balance check, and the
// form's idempotency key makes the same payment saved twice (two staff, two clicks) one row.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { AppError } from '@/server/errors';
import { isUniqueViolation } from '@/server/db/unique';
import { entryIssue, ledgerSummary, reversalIssue, wholePallets, type LedgerIssue, type OrderMoney, type PaymentRules } from '@/domain/ledger';
import { loadTotals } from '@/domain/order-schedule';
import type { PalletCreditInput, RecordEntryInput, ReverseEntryInput } from '@/domain/payment-schema';
import type { PaymentKind, PaymentMethod } from '@/domain/enums';
import { recordAudit } from '../admin/audit';
import { loadPaymentRules } from './payment-settings';
import { isReceipted } from '@/domain/document-number';
import { issueReceipt } from '../documents/issue';

type Tx = Prisma.TransactionClient;

const orderMoneySelect = {
  id: true,
  status: true,
  deliveryDate: true,
  returnTripFeeCents: true,
  quote: { select: { totalCents: true, lines: { select: { quantity: true, unit: true, unitType: true } } } },
} satisfies Prisma.OrderSelect;

const rowSelect = { id: true, kind: true, amountCents: true, method: true, reference: true, recordedById: true, reversesId: true, createdAt: true } satisfies Prisma.OrderPaymentSelect;

/** The order's money and rows, with the balance the domain computes from them. */
export async function readLedger(db: Tx | Db, orderId: string, rules: PaymentRules) {
  const order = await db.order.findUnique({ where: { id: orderId }, select: orderMoneySelect });
  if (!order) throw new AppError('NOT_FOUND', 'orders:errors.notFound');
  const rows = await db.orderPayment.findMany({ where: { orderId }, select: rowSelect, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const money = moneyOfOrder(order);
  return { order, money, rows, summary: ledgerSummary(money, rules, rows) };
}

/** Many orders' ledgers at once (the day view, the dashboard). */
export async function readLedgers(db: Db, where: Prisma.OrderWhereInput, rules: PaymentRules) {
  const orders = await db.order.findMany({ where, select: { ...orderMoneySelect, payments: { select: rowSelect, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } } });
  return orders.map(({ payments, ...order }) => {
    const money = moneyOfOrder(order);
    return { order, money, rows: payments, summary: ledgerSummary(money, rules, payments) };
  });
}

const moneyOfOrder = (order: Prisma.OrderGetPayload<{ select: typeof orderMoneySelect }>) =>
  orderMoney(order.quote, order.deliveryDate.toISOString().slice(0, 10), order.status === 'CANCELLED', order.returnTripFeeCents);

type MoneyLine = Parameters<typeof loadTotals>[0][number] & { unitType: string };

/**
 * What the rules apply to: the quote's total, its pallets (half pallets ride on whole ones),
 * whether it has sod, and the return-trip fees charged on the order so far (none on a quote).
 */
export function orderMoney(quote: { totalCents: number; lines: readonly MoneyLine[] }, deliveryDate: string, cancelled: boolean, returnTripFeeCents = 0): OrderMoney {
  return {
    totalCents: quote.totalCents,
    pallets: wholePallets(loadTotals(quote.lines).pallets),
    hasSod: quote.lines.some((line) => line.unitType === 'GRASS'),
    deliveryDate,
    cancelled,
    returnTripFeeCents,
  };
}

/** What the order page shows: each row with who recorded it and what reversed it, and the balance. */
export async function getLedger(db: Db, orderId: string) {
  const rules = await loadPaymentRules(db);
  const { order, money, rows, summary } = await readLedger(db, orderId, rules);
  const ids = [...new Set(rows.map((row) => row.recordedById).filter((id): id is string => id !== null))];
  const people = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } });
  const who = new Map(people.map((p) => [p.id, p.name || p.email]));
  const reversedBy = new Map(rows.filter((row) => row.reversesId).map((row) => [row.reversesId!, row.id]));
  return {
    rows: rows.map((row) => ({ ...row, recordedBy: row.recordedById ? (who.get(row.recordedById) ?? null) : null, reversedById: reversedBy.get(row.id) ?? null })),
    summary,
    pallets: money.pallets,
    creditReturnedPallets: rules.creditReturnedPallets,
    /** Delivered: the balance is due now, not "at delivery". */
    delivered: order.status === 'DELIVERED',
    /** Cancelled: only return-trip fees can still be owed. */
    cancelled: money.cancelled,
  };
}

const refuse = (issue: LedgerIssue) => new AppError(issue === 'alreadyReversed' ? 'CONFLICT' : 'BAD_REQUEST', `orders:payments.errors.${issue}`);

interface NewRow {
  orderId: string;
  kind: PaymentKind;
  amountCents: number;
  method: PaymentMethod | null;
  reference: string;
  reversesId?: string;
  idempotencyKey: string;
}

type BuildRow = (ledger: Awaited<ReturnType<typeof readLedger>>, rules: PaymentRules) => NewRow;

const keyOf = (orderId: string) => <T extends { orderId: string }>(row: T | null) => {
  if (row && row.orderId !== orderId) throw new AppError('CONFLICT', 'orders:payments.errors.keyReused');
  return row;
};

/**
 * Adds one row after `build` passes on the order, audited, in a transaction that holds the
 * order's row locked (FOR UPDATE); the same idempotency key again returns the row it made. Also
 * used inside a driver's action (services/driver/actions.ts: the pallets returned at the site).
 */
export async function addRowLocked(tx: Tx, rules: PaymentRules, actorId: string | null, orderId: string, key: string, build: BuildRow) {
  const existing = keyOf(orderId)(await tx.orderPayment.findUnique({ where: { idempotencyKey: key }, select: { ...rowSelect, orderId: true } }));
  if (existing) return { row: existing, duplicate: true };
  const ledger = await readLedger(tx, orderId, rules);
  const data = build(ledger, rules);
  const row = await tx.orderPayment.create({ data: { ...data, recordedById: actorId }, select: { ...rowSelect, orderId: true } });
  const after = ledgerSummary(ledger.money, rules, [...ledger.rows, row]);
  // A payment or a refund gets its numbered receipt in this same transaction (services/documents/issue.ts).
  if (isReceipted(row.kind)) await issueReceipt(tx, orderId, { id: row.id, kind: row.kind, amountCents: row.amountCents }, after);
  await recordAudit(tx, {
    actorId,
    action: `order.${data.kind === 'REVERSAL' ? 'reversal' : data.kind.toLowerCase().replace('_', '-')}`,
    entityType: 'OrderPayment',
    entityId: row.id,
    before: { orderId, balanceCents: ledger.summary.balanceCents },
    after: { ...row, balanceCents: after.balanceCents },
  });
  return { row, duplicate: false };
}

/**
 * Adds one row after `check` passes on the locked order, audited; the same idempotency key again
 * returns the row it made. A key already used for something else is refused. `actorId` null: the
 * system (a card payment online, recorded by Stripe's webhook).
 */
async function addRow(db: Db, actorId: string | null, orderId: string, key: string, build: BuildRow) {
  const rules = await loadPaymentRules(db);
  try {
    return await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
      return addRowLocked(tx, rules, actorId, orderId, key, build);
    });
  } catch (error) {
    // Two saves of one key at once on different orders' locks: the index keeps one row.
    if (!isUniqueViolation(error)) throw error;
    const row = keyOf(orderId)(await db.orderPayment.findUnique({ where: { idempotencyKey: key }, select: { ...rowSelect, orderId: true } }));
    if (!row) throw error;
    return { row, duplicate: true };
  }
}

/** A payment or a refund, refused when above the balance, above what was paid, or on a cancelled order (actorId null: the system). */
export function recordEntry(db: Db, actorId: string | null, input: RecordEntryInput) {
  return addRow(db, actorId, input.orderId, input.idempotencyKey, ({ money, summary }, rules) => {
    const issue = entryIssue(input.kind, input.amountCents, summary, money, rules);
    if (issue) throw refuse(issue);
    return { orderId: input.orderId, kind: input.kind, amountCents: input.amountCents, method: input.method, reference: input.reference, idempotencyKey: input.idempotencyKey };
  });
}

/** Pallets brought back: each credits the pallet deposit, up to what the order's pallets paid. */
export function recordPalletCredit(db: Db, actorId: string, input: PalletCreditInput) {
  return addRow(db, actorId, input.orderId, input.idempotencyKey, ({ money, summary }, rules) => {
    if (input.pallets > money.pallets) throw new AppError('BAD_REQUEST', 'orders:payments.errors.tooManyPallets', { pallets: money.pallets });
    const amountCents = input.pallets * rules.palletDepositCents;
    const issue = entryIssue('PALLET_CREDIT', amountCents, summary, money, rules);
    if (issue) throw refuse(issue);
    return { orderId: input.orderId, kind: 'PALLET_CREDIT', amountCents, method: null, reference: input.reference, idempotencyKey: input.idempotencyKey };
  });
}

/** Undoes one row with a new REVERSAL row (the reason is its reference); the row itself stays. */
export function reverseEntry(db: Db, actorId: string, input: ReverseEntryInput) {
  return addRow(db, actorId, input.orderId, input.idempotencyKey, ({ rows }) => {
    const target = rows.find((row) => row.id === input.paymentId);
    if (!target) throw new AppError('NOT_FOUND', 'orders:payments.errors.rowNotFound');
    const issue = reversalIssue(target, rows);
    if (issue) throw refuse(issue);
    return { orderId: input.orderId, kind: 'REVERSAL', amountCents: target.amountCents, method: null, reference: input.reason, reversesId: target.id, idempotencyKey: input.idempotencyKey };
  });
}
