// Numbered documents (issue 45) are issued inside the transaction that makes what they are about:
// a receipt with its payment or refund row (services/payments/order-ledger.ts), an invoice with the
// move to DELIVERED (services/admin/orders.ts). The number comes from the year's counter row,
// incremented and locked until that transaction ends: two payments at once get consecutive
// numbers, and a transaction that rolls back (a refused payment, a failed move) gives its number
// back, so the year's numbers have no gaps. The e-mail that carries the PDF is queued in the same
// transaction, in the customer's language; the PDF is drawn when it is sent (./pdf.ts), and a
// failed e-mail leaves the document as it is, downloadable from the account and the back office.
import type { Prisma } from '@/server/db/generated/client';
import { documentNumber, documentYear, type ReceiptedKind } from '@/domain/document-number';
import type { LedgerSummary } from '@/domain/ledger';
import { enqueueEmail } from '@/server/email/outbox';
import { quoteCustomer, quoteCustomerSelect } from '../order-events';

type Tx = Prisma.TransactionClient;

/** The order's account right after the document's event. */
export type DocumentFigures = Pick<LedgerSummary, 'netPaidCents' | 'palletDepositCents' | 'creditedCents' | 'balanceCents' | 'returnTripFeeCents' | 'owedCents'>;

/** The year's next number, under the counter row's lock until the caller's transaction ends. */
async function takeNumber(tx: Tx, now: Date) {
  const year = documentYear(now);
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "DocumentCounter" ("year", "last") VALUES (${year}, 1)
    ON CONFLICT ("year") DO UPDATE SET "last" = "DocumentCounter"."last" + 1
    RETURNING "last"`;
  const seq = row!.last;
  return { year, seq, number: documentNumber(year, seq) };
}

interface Issue {
  orderId: string;
  figures: DocumentFigures;
  /** A receipt's ledger row. */
  entry?: { id: string; kind: ReceiptedKind; amountCents: number };
  now: Date;
}

async function issue(tx: Tx, { orderId, figures, entry, now }: Issue) {
  const { quote } = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { quote: { select: { id: true, language: true, userId: true, totalCents: true, ...quoteCustomerSelect } } },
  });
  const kind = entry ? 'RECEIPT' : 'INVOICE';
  const { year, seq, number } = await takeNumber(tx, now);
  const document = await tx.orderDocument.create({
    data: {
      kind,
      year,
      seq,
      number,
      orderId,
      paymentId: entry?.id ?? null,
      language: quote.language,
      paidCents: figures.netPaidCents,
      palletDepositCents: figures.palletDepositCents,
      creditedCents: figures.creditedCents,
      balanceCents: figures.balanceCents,
      createdAt: now,
    },
    select: { id: true, kind: true, number: true },
  });
  const { name, email } = quoteCustomer(quote);
  if (email) {
    // After the order's other e-mails, those this transaction wrote too ("delivered" before its invoice).
    const thread = `order:${orderId}`;
    const last = await tx.emailOutbox.findFirst({ where: { thread }, orderBy: { createdAt: 'desc' }, select: { createdAt: true } });
    await enqueueEmail(tx, {
      to: email,
      template: 'order-document',
      language: quote.language,
      payload: {
        documentId: document.id,
        kind,
        number,
        quoteId: quote.id,
        name,
        entry: entry ? { kind: entry.kind, amountCents: entry.amountCents } : null,
        totalCents: quote.totalCents,
        owedCents: figures.owedCents,
        palletDepositCents: figures.palletDepositCents,
        returnTripFeeCents: figures.returnTripFeeCents,
        creditedCents: figures.creditedCents,
        paidCents: figures.netPaidCents,
        balanceCents: figures.balanceCents,
        hasAccount: quote.userId !== null,
      },
      thread,
      createdAt: last && last.createdAt >= now ? new Date(last.createdAt.getTime() + 1) : now,
    });
  }
  return document;
}

/** The receipt of a payment or refund row, in the row's transaction. */
export function issueReceipt(tx: Tx, orderId: string, entry: { id: string; kind: ReceiptedKind; amountCents: number }, figures: DocumentFigures, now = new Date()) {
  return issue(tx, { orderId, figures, entry, now });
}

/** The order's invoice, in the transaction that moves it to DELIVERED (once: DELIVERED is final). */
export function issueInvoice(tx: Tx, orderId: string, figures: DocumentFigures, now = new Date()) {
  return issue(tx, { orderId, figures, now });
}
