// Serving a private file (a customer's drop-site photo, a driver's proof of delivery): who is
// asking (a session, a quote link's token, or neither), and the answer's headers. The service
// decides whether this viewer may have the file; a caller with neither a session nor a link gets
// 401, anyone else who may not see it 404, as for a file that does not exist. Never kept by a cache.
import type { NextApiRequest, NextApiResponse } from 'next';
import { photoViewer, type PhotoViewer } from '@/server/services/drop-photos';
import { createContext, type Context } from '@/server/trpc/context';

/** Ids of orders' photos and proofs (UUIDs). */
export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^[0-9a-f]{64}$/;

export interface PrivateFile {
  contentType: string;
  body: Buffer;
}

/**
 * Answers GET and HEAD with the file `read` finds for this viewer. `read` returns null when there
 * is no such file or the viewer may not see it; it is not called for a request from nobody.
 */
export async function servePrivateFile(
  req: NextApiRequest,
  res: NextApiResponse,
  read: (db: Context['db'], who: { viewer: PhotoViewer | null; token: string | null }) => Promise<PrivateFile | 'unauthorized' | null>,
) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).end();
  }
  const token = typeof req.query.token === 'string' && TOKEN.test(req.query.token) ? req.query.token : null;
  const ctx = createContext({ req, res });
  const viewer = await photoViewer(ctx.db, (await ctx.loadSession!())?.user.id);
  const found = viewer || token ? await read(ctx.db, { viewer, token }) : 'unauthorized';
  if (found === 'unauthorized') return res.status(401).end();
  if (!found) return res.status(404).end();
  res.setHeader('Content-Type', found.contentType);
  res.setHeader('Content-Length', String(found.body.length));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200);
  return req.method === 'HEAD' ? res.end() : res.end(found.body);
}
