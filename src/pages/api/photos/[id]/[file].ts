// GET /api/photos/<id>/<width>.<webp|avif>: an uploaded photo's
// resized copy, from the photo store. A photo's copies never change (a new upload is a new id),
// so browsers and caches keep them for a year.
import type { NextApiRequest, NextApiResponse } from 'next';
import { readPhotoVariant, VARIANT_TYPES, type VariantFormat } from '@/server/services/admin/photos';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE = /^(\d{1,4})\.(webp|avif)$/;

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).end();
  }
  const id = String(req.query.id ?? '');
  const file = FILE.exec(String(req.query.file ?? ''));
  const body = ID.test(id) && file ? await readPhotoVariant(id, Number(file[1]), file[2] as VariantFormat) : null;
  if (!body) {
    res.setHeader('Cache-Control', 'no-store');
    return res.status(404).end();
  }
  res.setHeader('Content-Type', VARIANT_TYPES[file![2] as VariantFormat]);
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.status(200);
  return req.method === 'HEAD' ? res.end() : res.end(body);
}
