// POST /api/drop-photos?quoteId=…[&token=…] with the photo's bytes as the body: the customer's
// photo of the drop spot for the order of that quote (issue 46; services/drop-photos.ts), from
// the account (the session) or through the e-mailed link (its token). Decided before the body is
// read: this site's Origin and the octet-stream type, a declared size within 15 MB, a signed-in
// customer or a token, and the upload limits per address and per quote (rate-limit.ts); a refused
// upload's body is not read. Messages are in the visitor's language.
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { env } from '@/config/env.mjs';
import { MAX_PHOTO_BYTES } from '@/domain/photo-upload';
import { quoteLinkToken } from '@/domain/order-schema';
import { AppError, type AppErrorCode } from '@/server/errors';
import { readBodyBytes } from '@/server/http/api-request';
import { isSameOriginUpload } from '@/server/http/same-origin';
import { translate } from '@/server/i18n/translate';
import { hitRateLimits, refuseIfLimited } from '@/server/rate-limit';
import { createContext, requestIp, requestLang } from '@/server/trpc/context';
import { dropPhotoLimits, photoViewer, uploadDropPhoto } from '@/server/services/drop-photos';
import { log } from '@/server/log';

export const config = { api: { bodyParser: false } };

const STATUS: Record<AppErrorCode, number> = { BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, TOO_MANY_REQUESTS: 429, SERVICE_UNAVAILABLE: 503 };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  const lang = requestLang(req);
  let bodyRead = false;
  const fail = (status: number, key: string, values?: Record<string, string | number>) => {
    // A refused body is not read: the connection closes after the answer instead of taking it in.
    if (!bodyRead) res.setHeader('Connection', 'close');
    return res.status(status).json({ error: { message: translate(lang, key, values) } });
  };
  if (req.method !== 'POST') return fail(405, 'common:errors.badRequest');
  if (!isSameOriginUpload(req, env.SITE_URL)) return fail(403, 'common:errors.forbidden');
  if (Number(req.headers['content-length'] ?? 0) > MAX_PHOTO_BYTES) return fail(413, 'admin:photos.errors.tooLarge');
  const quoteId = z.uuid().safeParse(req.query.quoteId);
  if (!quoteId.success) return fail(404, 'quote:errors.notFound');
  const rawToken = typeof req.query.token === 'string' && req.query.token !== '' ? req.query.token : null;
  const token = rawToken === null ? null : quoteLinkToken.safeParse(rawToken);
  if (token && !token.success) return fail(403, 'orders:link.invalid');

  const ctx = createContext({ req, res });
  try {
    let access: { kind: 'link'; token: string } | { kind: 'account'; userId: string };
    if (token) access = { kind: 'link', token: token.data };
    else {
      const viewer = await photoViewer(ctx.db, (await ctx.loadSession!())?.user.id);
      if (!viewer) return fail(401, 'common:errors.signInRequired');
      access = { kind: 'account', userId: viewer.id };
    }
    refuseIfLimited(await hitRateLimits(ctx.db, dropPhotoLimits(requestIp(req), quoteId.data)));
    const body = await readBodyBytes(req, MAX_PHOTO_BYTES);
    bodyRead = true;
    if (body === 'tooLarge') return fail(413, 'admin:photos.errors.tooLarge');
    const photo = await uploadDropPhoto(ctx.db, access, quoteId.data, new Uint8Array(body));
    return res.status(200).json({ photo });
  } catch (error) {
    if (!(error instanceof AppError)) {
      log.error('Drop-site photo upload failed:', error);
      return fail(500, 'common:errors.unexpected');
    }
    if (error.code === 'TOO_MANY_REQUESTS') res.setHeader('Retry-After', String(Number(error.values.minutes ?? 1) * 60));
    return fail(STATUS[error.code], error.messageKey, error.values);
  }
}
