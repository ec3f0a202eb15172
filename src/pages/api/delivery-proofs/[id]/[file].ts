// GET /api/delivery-proofs/<id>/<width>.<webp|avif> or /<id>/signature.png [?token=…]: a driver's
// photo of a delivery or the receiver's signature (issue 46; services/delivery-proofs.ts). Private:
// staff (with two-step verification), the order's customer (signed in or holding the quote's
// link) and the order's driver get it; a caller with neither a session nor a link gets 401, anyone
// else 404, as for a file that does not exist. Never kept by a cache.
import type { NextApiRequest, NextApiResponse } from 'next';
import type { VariantFormat } from '@/server/services/admin/photos';
import { photoViewer } from '@/server/services/drop-photos';
import { readDeliveryProof, type ProofFile } from '@/server/services/delivery-proofs';
import { createContext } from '@/server/trpc/context';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PHOTO = /^(\d{1,4})\.(webp|avif)$/;
const TOKEN = /^[0-9a-f]{64}$/;

function proofFile(name: string): ProofFile | null {
  if (name === 'signature.png') return { kind: 'signature' };
  const photo = PHOTO.exec(name);
  return photo ? { kind: 'photo', width: Number(photo[1]), format: photo[2] as VariantFormat } : null;
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).end();
  }
  const id = String(req.query.id ?? '');
  const file = proofFile(String(req.query.file ?? ''));
  const token = typeof req.query.token === 'string' && TOKEN.test(req.query.token) ? req.query.token : null;
  const ctx = createContext({ req, res });
  const viewer = await photoViewer(ctx.db, (await ctx.loadSession!())?.user.id);
  const found = ID.test(id) && file ? await readDeliveryProof(ctx.db, { viewer, token }, id, file) : viewer || token ? null : 'unauthorized';
  if (found === 'unauthorized') return res.status(401).end();
  if (!found) return res.status(404).end();
  res.setHeader('Content-Type', found.contentType);
  res.setHeader('Content-Length', String(found.body.length));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200);
  return req.method === 'HEAD' ? res.end() : res.end(found.body);
}
