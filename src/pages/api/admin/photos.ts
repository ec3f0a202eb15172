// POST /api/admin/photos?target=product&targetId=…&altEn=…&altEs=… with the file's bytes as the
// body: a photo upload from /admin. The bytes go to the admin.photos.upload procedure (the same
// staff check, validation, audit and page rebuild as every back-office change); a tRPC call over
// JSON cannot carry 15 MB of binary. Whether the request may upload at all (this site's Origin,
// a staff session, a declared size within the limit) is decided before its body is read: an
// anonymous upload is answered at once and its connection closed, not read to its 15 MB first.
import type { NextApiRequest, NextApiResponse } from 'next';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { env } from '@/config/env.mjs';
import { MAX_PHOTO_BYTES } from '@/domain/photo-upload';
import { canEnterBackOffice } from '@/domain/back-office-access';
import { readBodyBytes } from '@/server/http/api-request';
import { isSameOriginUpload } from '@/server/http/same-origin';
import { translate } from '@/server/i18n/translate';
import { createCaller } from '@/server/trpc/root';
import { createContext, requestLang } from '@/server/trpc/context';
import { describeError } from '@/server/trpc/trpc';
import { log } from '@/server/log';

export const config = { api: { bodyParser: false } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const lang = requestLang(req);
  let bodyRead = false;
  const fail = (status: number, key: string) => {
    // A refused body is not read: the connection closes after the answer instead of taking it in.
    if (!bodyRead) res.setHeader('Connection', 'close');
    return res.status(status).json({ error: { message: translate(lang, key) } });
  };
  if (req.method !== 'POST') return fail(405, 'common:errors.badRequest');
  // Only this site's own back office: a cross-site form cannot send this content type or Origin.
  if (!isSameOriginUpload(req, env.SITE_URL)) return fail(403, 'common:errors.forbidden');
  if (Number(req.headers['content-length'] ?? 0) > MAX_PHOTO_BYTES) return fail(413, 'admin:photos.errors.tooLarge');
  // Staff only, from the session cookie alone (the procedure checks the account again in the database).
  const ctx = createContext({ req, res });
  const session = await ctx.loadSession!();
  if (!session) return fail(401, 'common:errors.signInRequired');
  if (!canEnterBackOffice(session.user.role)) return fail(403, 'common:errors.forbidden');
  const body = await readBodyBytes(req, MAX_PHOTO_BYTES);
  bodyRead = true;
  if (body === 'tooLarge') return fail(413, 'admin:photos.errors.tooLarge');
  const file = new Uint8Array(body);
  const q = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');
  try {
    const photo = await createCaller(ctx).admin.photos.upload({
      target: q('target') as 'product',
      targetId: q('targetId'),
      altEn: q('altEn'),
      altEs: q('altEs'),
      file,
    });
    return res.status(200).json({ photo: { id: photo.id, width: photo.width, height: photo.height, widths: photo.widths } });
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === 'INTERNAL_SERVER_ERROR') log.error('Photo upload failed:', error.cause ?? error);
    return res.status(getHTTPStatusCodeFromError(error)).json({ error: { message: describeError(error, lang).message } });
  }
}
