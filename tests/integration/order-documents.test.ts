// Numbered receipts and invoices (issue 45) on a real database: a receipt for each payment and
// refund, an invoice when the order is delivered, numbered without gaps per year (consecutive
// under concurrent payments, none used by a refused or rolled-back one), e-mailed with the PDF
// in the customer's language, and downloadable by staff and the order's own customer only,
// through the real route handler (the text checked inside the PDF).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentNumber, documentYear } from '@/domain/document-number';
import { issueReceipt } from '@/server/services/documents/issue';
import * as documentRoute from '@/pages/api/documents/[number]';
import { callerAs, createUser } from './support/caller';
import { acceptedOrder } from './support/orders';
import { db } from './support/db';
import { failure } from './support/failure';
import { emailFor } from './support/mailbox';
import { apiServerForTests } from './support/api-server';
import { sessionCookie } from './support/session';
import { pdfText } from '../support/pdf-text';
import { getPaymentSettings } from '@/server/services/payments/payment-settings';

const api = apiServerForTests([{ prefix: '/api/documents/', param: { name: 'number', catchAll: false }, module: documentRoute }]);

const year = documentYear(new Date());

/** An order of a customer's quote, in the quote's language, 2 pallets at $100.00 + $75.00 delivery. */
const order = (opts: { language?: 'en' | 'es'; status?: 'ACCEPTED' | 'OUT_FOR_DELIVERY' } = {}) =>
  acceptedOrder({ ...opts, date: '2026-06-01', street: '1 Calle Peñasco', lines: [{ quantity: 2, unit: 'PALLET', name: 'San Agustín Raleigh', unitPriceCents: 10_000 }] });

const entry = (orderId: string, amountCents: number, kind: 'PAYMENT' | 'REFUND' = 'PAYMENT') => ({ orderId, kind, amountCents, method: 'CHECK' as const, reference: 'Check 1042', idempotencyKey: randomUUID() });

/** The last number given this year (0 before the first). */
async function lastNumber() {
  return (await db.documentCounter.findUnique({ where: { year } }))?.last ?? 0;
}

const numbersFrom = (after: number, count: number) => Array.from({ length: count }, (_, i) => documentNumber(year, after + i + 1));

// The figures below are the seeded rules' (no pallet deposit): an earlier file on this worker may
// have left others (admin-changes sets a pallet deposit), so they are set here and put back after.
let rulesBefore: { id: number; palletDepositCents: number; depositMode: 'NONE' | 'PERCENT' | 'FIXED' } | null = null;
beforeAll(async () => {
  await getPaymentSettings(db);
  rulesBefore = await db.paymentSettings.findUniqueOrThrow({ where: { id: 1 }, select: { id: true, palletDepositCents: true, depositMode: true } });
  await db.paymentSettings.update({ where: { id: 1 }, data: { palletDepositCents: 0, depositMode: 'NONE' } });
});
afterAll(async () => {
  if (rulesBefore) await db.paymentSettings.update({ where: { id: 1 }, data: { palletDepositCents: rulesBefore.palletDepositCents, depositMode: rulesBefore.depositMode } });
});

describe('receipts', () => {
  it('number each payment and refund in turn, none for a reversal, and keep the account as it stood', async () => {
    const staffUser = await createUser('STAFF');
    const staff = callerAs(staffUser);
    const { order: o } = await order();
    const before = await lastNumber();

    const paid = await staff.admin.orders.payments.record(entry(o.id, 10_000));
    const refund = await staff.admin.orders.payments.record(entry(o.id, 2_500, 'REFUND'));
    await staff.admin.orders.payments.reverse({ orderId: o.id, paymentId: refund.row.id, reason: 'Entered by mistake', idempotencyKey: randomUUID() });

    const documents = await staff.admin.orders.documents({ orderId: o.id });
    expect(documents.map((d) => [d.kind, d.number, d.paymentId])).toEqual([
      ['RECEIPT', documentNumber(year, before + 1), paid.row.id],
      ['RECEIPT', documentNumber(year, before + 2), refund.row.id],
    ]);
    expect(await lastNumber()).toBe(before + 2);
    const stored = await db.orderDocument.findUniqueOrThrow({ where: { number: documents[1]!.number } });
    expect(stored).toMatchObject({ orderId: o.id, year, seq: before + 2, language: 'en', paidCents: 7_500, balanceCents: 20_000 });
  });

  it('are numbered consecutively, each once, when payments are recorded at the same moment', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const orders = await Promise.all(Array.from({ length: 6 }, () => order()));
    const before = await lastNumber();
    await Promise.all(orders.map(({ order: o }) => staff.admin.orders.payments.record(entry(o.id, 5_000))));
    const issued = await db.orderDocument.findMany({ where: { orderId: { in: orders.map(({ order: o }) => o.id) } }, select: { number: true } });
    expect(issued.map((d) => d.number).sort()).toEqual(numbersFrom(before, 6));
    expect(await lastNumber()).toBe(before + 6);
  });

  it('use no number when the payment is refused or its transaction rolls back', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const { order: o } = await order();
    const before = await lastNumber();
    // Above the balance: refused.
    expect((await failure(staff.admin.orders.payments.record(entry(o.id, 99_999_00)))).code).toBe('BAD_REQUEST');
    // A number taken inside a transaction that then fails is given back with it.
    await expect(
      db.$transaction(async (tx) => {
        const row = await tx.orderPayment.create({ data: { orderId: o.id, kind: 'PAYMENT', amountCents: 100, method: 'CASH', idempotencyKey: randomUUID() } });
        await issueReceipt(tx, o.id, { id: row.id, kind: 'PAYMENT', amountCents: 100 }, { netPaidCents: 100, palletDepositCents: 0, creditedCents: 0, balanceCents: 27_400, returnTripFeeCents: 0, owedCents: 27_500 });
        throw new Error('the transaction fails after the number was taken');
      }),
    ).rejects.toThrow('the transaction fails');
    expect(await lastNumber()).toBe(before);
    expect(await db.orderDocument.count({ where: { orderId: o.id } })).toBe(0);

    await staff.admin.orders.payments.record(entry(o.id, 100));
    expect((await staff.admin.orders.documents({ orderId: o.id })).map((d) => d.number)).toEqual([documentNumber(year, before + 1)]);
  });

  it('are e-mailed in the customer’s language with the PDF attached, drawn when sent', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const { customer, order: o } = await order({ language: 'es' });
    await staff.admin.orders.payments.record(entry(o.id, 10_000));
    const [document] = await staff.admin.orders.documents({ orderId: o.id });
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: customer.email, template: 'order-document' } });
    expect(row).toMatchObject({ language: 'es', thread: `order:${o.id}` });
    expect(row.payload).toMatchObject({ kind: 'RECEIPT', number: document!.number, entry: { kind: 'PAYMENT', amountCents: 10_000 }, balanceCents: 17_500 });

    const email = await emailFor(row.id);
    expect(email?.subject).toBe(`Recibo ${document!.number} de Magnolia Sod & Stone`);
    expect(email?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([[`recibo-${document!.number}.pdf`, 'application/pdf']]);
    const text = pdfText(email!.attachments![0]!.content);
    for (const part of ['RECIBO', `N.º ${document!.number}`, 'Pago recibido\n$100.00', 'Forma de pago\nCheque', 'Check 1042', 'Saldo después de este recibo\n$175.00', 'Test User']) expect(text).toContain(part);
  });
});

describe('the invoice', () => {
  it('is issued once, when the order is delivered, after the "delivered" e-mail, in the customer’s language', async () => {
    const staff = callerAs(await createUser('STAFF'));
    const { customer, order: o } = await order({ language: 'es', status: 'OUT_FOR_DELIVERY' });
    await staff.admin.orders.payments.record(entry(o.id, 27_500));
    const before = await lastNumber();
    const moved = await staff.admin.orders.move({ id: o.id, version: o.version, to: 'DELIVERED' });
    // DELIVERED is final: no second move, no second invoice.
    expect((await failure(staff.admin.orders.move({ id: o.id, version: moved.version, to: 'DELIVERED' }))).code).toBe('BAD_REQUEST');

    const invoices = await db.orderDocument.findMany({ where: { orderId: o.id, kind: 'INVOICE' } });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ number: documentNumber(year, before + 1), paymentId: null, language: 'es', paidCents: 27_500, balanceCents: 0 });
    const mails = await db.emailOutbox.findMany({ where: { to: customer.email, thread: `order:${o.id}` }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { template: true, language: true, payload: true } });
    expect(mails.map((m) => [m.template, (m.payload as { status?: string; kind?: string }).status ?? (m.payload as { kind: string }).kind])).toEqual([
      ['order-document', 'RECEIPT'],
      ['order-status', 'DELIVERED'],
      ['order-document', 'INVOICE'],
    ]);
  });
});

describe('downloads', () => {
  it('serve the PDF to staff and to the order’s customer; refuse anonymous callers and anyone else', async () => {
    const staffUser = await createUser('STAFF');
    const { customer, quote, order: o } = await order({ language: 'es', status: 'OUT_FOR_DELIVERY' });
    await callerAs(staffUser).admin.orders.payments.record(entry(o.id, 10_000));
    await callerAs(staffUser).admin.orders.move({ id: o.id, version: o.version, to: 'DELIVERED' });
    const [receipt, invoice] = await callerAs(customer).order.documents({ quoteId: quote.id });
    expect([receipt?.kind, invoice?.kind]).toEqual(['RECEIPT', 'INVOICE']);
    const get = async (number: string, cookie?: string) => fetch(api.url(`/api/documents/${number}`), { headers: cookie ? { cookie } : {} });

    for (const who of [customer, staffUser]) {
      const res = await get(invoice!.number, await sessionCookie(who));
      expect(res.status, who.role).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="factura-${invoice!.number}.pdf"; filename*=UTF-8''factura-${invoice!.number}.pdf`);
      const text = pdfText(Buffer.from(await res.arrayBuffer()));
      for (const part of ['FACTURA', `N.º ${invoice!.number}`, 'San Agustín Raleigh', '2 tarimas', '$200.00', 'Costo de entrega\n$75.00', 'Total\n$275.00', 'Pagado\n$100.00', 'Saldo pendiente\n$175.00', '1 Calle Peñasco']) {
        expect(text, who.role).toContain(part);
      }
    }

    const anonymous = await get(receipt!.number);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    // Another customer, and staff without two-step verification: as if there were no such document.
    for (const other of [await createUser(), await createUser('STAFF', { twoFactor: false })]) {
      const res = await get(receipt!.number, await sessionCookie(other));
      expect(res.status, other.role).toBe(404);
      expect(res.headers.get('content-type')).not.toContain('pdf');
      expect(await callerAs(other).order.documents({ quoteId: quote.id })).toEqual([]);
    }
    expect((await get('2026-1', await sessionCookie(staffUser))).status).toBe(404);
    expect((await get(documentNumber(year, 99_999_999), await sessionCookie(staffUser))).status).toBe(404);
    // The account's list is the customer's alone; the back office's is staff's.
    expect((await failure(callerAs(customer).admin.orders.documents({ orderId: o.id }))).code).toBe('FORBIDDEN');
  });
});
