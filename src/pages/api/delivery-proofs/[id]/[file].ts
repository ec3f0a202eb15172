// GET /api/delivery-proofs/<id>/<width>.<webp|avif> or /<id>/signature.png [?token=…]: a driver's
// photo of a delivery or the receiver's signature (issue 46; services/delivery-proofs.ts). Private:
// staff (with two-step verification), the order's customer (signed in or holding the quote's
// link) and the order's driver get it; a caller with neither a session nor a link gets 401, anyone
// else 404, as for a file that does not exist. Never kept by a cache.
import type { NextApiRequest, NextApiResponse } from 'next';
import type { VariantFormat } from '@/server/services/admin/photos';
import { readDeliveryProof, type ProofFile } from '@/server/services/delivery-proofs';
import { FILE_ID, servePrivateFile } from '@/server/http/private-file';

const PHOTO = /^(\d{1,4})\.(webp|avif)$/;

function proofFile(name: string): ProofFile | null {
  if (name === 'signature.png') return { kind: 'signature' };
  const photo = PHOTO.exec(name);
  return photo ? { kind: 'photo', width: Number(photo[1]), format: photo[2] as VariantFormat } : null;
}

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const id = String(req.query.id ?? '');
  const file = proofFile(String(req.query.file ?? ''));
  return servePrivateFile(req, res, async (db, who) => (FILE_ID.test(id) && file ? readDeliveryProof(db, who, id, file) : null));
}
