// Who may see a numbered document (issue 45): staff (the back office's people, with two-step
// verification on, as every back-office procedure asks) see every one; a customer sees those of
// the orders of their own quotes. Anyone else is told there is no such document, the same answer
// as for a number that was never issued.
import type { Db } from '@/server/db/client';
import type { Prisma } from '@/server/db/generated/client';
import { seesEveryOrder, type Viewer } from '@/domain/back-office-access';
import { AppError } from '@/server/errors';

/** The signed-in person as the API's protected tier re-read them from the database. */
export type DocumentViewer = Viewer;

const listSelect = { id: true, kind: true, number: true, paymentId: true, createdAt: true } satisfies Prisma.OrderDocumentSelect;

/** The documents of one of the customer's own quotes' order, oldest first (none for another's quote). */
export function customerDocuments(db: Db, userId: string, quoteId: string) {
  return db.orderDocument.findMany({ where: { order: { quoteId, quote: { userId } } }, select: listSelect, orderBy: [{ year: 'asc' }, { seq: 'asc' }] });
}

/** An order's documents for staff, oldest first. */
export function orderDocuments(db: Db, orderId: string) {
  return db.orderDocument.findMany({ where: { orderId }, select: listSelect, orderBy: [{ year: 'asc' }, { seq: 'asc' }] });
}

/** The document with this number if the viewer may see it; NOT_FOUND otherwise. */
export async function viewableDocument(db: Db, viewer: DocumentViewer, number: string) {
  const where: Prisma.OrderDocumentWhereInput = seesEveryOrder(viewer) ? { number } : { number, order: { quote: { userId: viewer.id } } };
  const document = await db.orderDocument.findFirst({ where, select: { id: true, kind: true, number: true } });
  if (!document) throw new AppError('NOT_FOUND', 'documents:errors.notFound');
  return document;
}
