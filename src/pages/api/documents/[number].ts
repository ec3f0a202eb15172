// GET /api/documents/2026-0001: a numbered receipt's or invoice's PDF (issue 45), drawn now from
// its rows in the customer's language. Who may have it is the order.document procedure's answer
// (staff, or the order's own customer, re-read from the database as every signed-in call is):
// anonymous callers get 401, anyone else 404, as for a number never issued. The PDF is private
// and never kept by a cache.
import type { NextApiRequest, NextApiResponse } from 'next';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { translate } from '@/server/i18n/translate';
import { createCaller } from '@/server/trpc/root';
import { createContext, requestLang } from '@/server/trpc/context';
import { describeError } from '@/server/trpc/trpc';
import { renderDocumentPdf } from '@/server/services/documents/pdf';

/** A file name as Content-Disposition carries it: plain ASCII, and RFC 6266's UTF-8 form for the rest. */
function disposition(filename: string): string {
  const ascii = filename.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  const lang = requestLang(req);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ error: { message: translate(lang, 'common:errors.badRequest') } });
  }
  const ctx = createContext({ req, res });
  let document: { id: string };
  try {
    document = await createCaller(ctx).order.document({ number: String(req.query.number ?? '') });
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    // A malformed number is a document that does not exist.
    const status = error.code === 'BAD_REQUEST' ? 404 : getHTTPStatusCodeFromError(error);
    return res.status(status).json({ error: { message: describeError(error, lang).message } });
  }
  const pdf = await renderDocumentPdf(ctx.db, document.id);
  if (!pdf) return res.status(404).json({ error: { message: translate(lang, 'documents:errors.notFound') } });
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', String(pdf.bytes.length));
  res.setHeader('Content-Disposition', disposition(pdf.filename));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200);
  return req.method === 'HEAD' ? res.end() : res.end(pdf.bytes);
}
