// A receipt's or an invoice's e-mail (issue 45) carries its PDF, drawn when the e-mail is sent from
// the document row its payload names (services/documents/pdf.ts): the outbox row stays small, and
// a send that fails is tried again later while the document itself is never touched.
import type { Db } from '@/server/db/client';
import { renderDocumentPdf } from '@/server/services/documents/pdf';
import { SendError, type EmailAttachment } from './transport';

/** The files an outbox row's e-mail takes along (none for every other template). */
export async function documentAttachments(db: Db, template: string, payload: unknown): Promise<EmailAttachment[]> {
  if (template !== 'order-document') return [];
  const id = payload && typeof payload === 'object' ? (payload as { documentId?: unknown }).documentId : undefined;
  const pdf = typeof id === 'string' ? await renderDocumentPdf(db, id) : null;
  // Without its document the e-mail would promise a file it cannot carry: never sent, shown as failed.
  if (!pdf) throw new SendError(`No document ${String(id)} to attach`, true);
  return [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.bytes }];
}
