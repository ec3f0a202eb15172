// Numbered receipts and invoices (issue 45; services/documents): the customer's own order's list,
// and the check the PDF download (src/pages/api/documents/[number].ts) asks before drawing one.
import { protectedProcedure } from '../trpc';
import { quoteIdInput } from '@/domain/order-schema';
import { documentNumberInput } from '@/domain/document-number';
import { customerDocuments, viewableDocument } from '@/server/services/documents/access';

export const documentProcedures = {
  /** The receipts and invoice of the order of one of the caller's quotes (none for anyone else's). */
  documents: protectedProcedure.input(quoteIdInput).query(({ ctx, input }) => customerDocuments(ctx.db, ctx.user.id, input.quoteId)),
  /** The document with this number if the caller may see it (staff, or the order's customer); NOT_FOUND otherwise. */
  document: protectedProcedure.input(documentNumberInput).query(({ ctx, input }) => viewableDocument(ctx.db, ctx.user, input.number)),
};
