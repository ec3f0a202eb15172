// GET /api/drop-photos/<id>/<width>.<webp|avif>[?token=…]: a resized copy of a customer's photo
// of the drop spot (issue 46; services/drop-photos.ts). Private: staff (with two-step
// verification), the order's customer, signed in or holding the quote's link, and the order's
// driver get it; a caller with neither a session nor a link gets 401, anyone else 404, as for a
// photo that does not exist. Never kept by a cache.
import type { NextApiRequest, NextApiResponse } from 'next';
import { VARIANT_TYPES, type VariantFormat } from '@/server/services/admin/photos';
import { readDropPhoto } from '@/server/services/drop-photos';
import { FILE_ID, servePrivateFile } from '@/server/http/private-file';

const FILE = /^(\d{1,4})\.(webp|avif)$/;

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const id = String(req.query.id ?? '');
  const file = FILE.exec(String(req.query.file ?? ''));
  return servePrivateFile(req, res, async (db, who) => {
    if (!FILE_ID.test(id) || !file) return null;
    const format = file[2] as VariantFormat;
    const body = await readDropPhoto(db, who, id, Number(file[1]), format);
    return body === 'unauthorized' || !body ? body : { body, contentType: VARIANT_TYPES[format] };
  });
}
