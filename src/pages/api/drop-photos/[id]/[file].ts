// GET /api/drop-photos/<id>/<width>.<webp|avif>[?token=…]: a resized copy of a customer's photo
// of the drop spot (issue 46; services/drop-photos.ts). Private: staff (with two-step
// verification), the order's customer, signed in or holding the quote's link, and the order's
// driver get it; a caller with neither a session nor a link gets 401, anyone else 404, as for a
// photo that does not exist. Never kept by a cache.
import type { NextApiRequest, NextApiResponse } from 'next';
import { VARIANT_TYPES, type VariantFormat } from '@/server/services/admin/photos';
import { photoViewer, readDropPhoto } from '@/server/services/drop-photos';
import { createContext } from '@/server/trpc/context';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE = /^(\d{1,4})\.(webp|avif)$/;
const TOKEN = /^[0-9a-f]{64}$/;

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).end();
  }
  const id = String(req.query.id ?? '');
  const file = FILE.exec(String(req.query.file ?? ''));
  const token = typeof req.query.token === 'string' && TOKEN.test(req.query.token) ? req.query.token : null;
  const ctx = createContext({ req, res });
  const viewer = await photoViewer(ctx.db, (await ctx.loadSession!())?.user.id);
  const body = ID.test(id) && file ? await readDropPhoto(ctx.db, { viewer, token }, id, Number(file[1]), file[2] as VariantFormat) : viewer || token ? null : 'unauthorized';
  if (body === 'unauthorized') return res.status(401).end();
  if (!body) return res.status(404).end();
  res.setHeader('Content-Type', VARIANT_TYPES[file![2] as VariantFormat]);
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200);
  return req.method === 'HEAD' ? res.end() : res.end(body);
}
