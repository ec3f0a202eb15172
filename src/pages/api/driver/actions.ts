// POST /api/driver/actions: one action from a driver's phone (issue 46; services/driver/actions.ts),
// multipart/form-data with the field `action` (JSON, domain/delivery-actions.ts), up to 6 `photo`
// files and one `signature` PNG. Decided before the body is read: this site's Origin, a declared
// size within the limit, a signed-in back-office person (re-read from the database) with two-step
// verification on. Answered in the driver's language (`x-lang` until the action, which names it,
// is read) as the phone's queue expects: 200 { ok, status, replayed }; a refusal for good
// { ok: false, final: true, message } (400/403/404/409/413), which the phone drops and shows; 401
// { final: false } (sign in and send it again); 5xx (keep it and retry later, in order).
import type { NextApiRequest, NextApiResponse } from 'next';
import { env } from '@/config/env.mjs';
import type { Lang } from '@/i18n/languages';
import { canEnterBackOffice } from '@/domain/back-office-access';
import { driverActionInput, MAX_ACTION_BYTES } from '@/domain/delivery-actions';
import { AppError, type AppErrorCode } from '@/server/errors';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { readBodyBytes } from '@/server/http/api-request';
import { isSameOriginMultipart } from '@/server/http/same-origin';
import { translate } from '@/server/i18n/translate';
import { createContext, requestLang } from '@/server/trpc/context';
import { photoViewer } from '@/server/services/drop-photos';
import { applyDriverAction } from '@/server/services/driver/actions';
import { log } from '@/server/log';

export const config = { api: { bodyParser: false } };

const STATUS: Record<AppErrorCode, number> = { BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, TOO_MANY_REQUESTS: 429, SERVICE_UNAVAILABLE: 503 };

class Unreadable extends Error {}

/** The form's action text and files, or Unreadable. */
async function readForm(body: Buffer, contentType: string) {
  let form: FormData;
  try {
    // A view of the bytes read, not a copy (the body may be 90 MB).
    form = await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new Unreadable();
  }
  const action = form.get('action');
  const photos = form.getAll('photo');
  const signatures = form.getAll('signature');
  if (typeof action !== 'string' || signatures.length > 1 || [...photos, ...signatures].some((file) => typeof file === 'string')) throw new Unreadable();
  const bytes = async (file: FormDataEntryValue) => new Uint8Array(await (file as File).arrayBuffer());
  return { action, photos: await Promise.all(photos.map(bytes)), signature: signatures[0] ? await bytes(signatures[0]) : null };
}

/** The action's own language, when it names one, for the messages about it. */
function langOf(json: unknown, fallback: Lang): Lang {
  const lang = json && typeof json === 'object' ? (json as { lang?: unknown }).lang : undefined;
  return lang === 'en' || lang === 'es' ? lang : fallback;
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  let lang = requestLang(req);
  let bodyRead = false;
  const refuse = (status: number, key: string, values?: Record<string, string | number>) => {
    // A refused body is not read: the connection closes after the answer instead of taking it in.
    if (!bodyRead) res.setHeader('Connection', 'close');
    // Signed out, busy or failing here: the phone keeps the action and sends it again later.
    const final = status < 500 && status !== 401 && status !== 429;
    return res.status(status).json({ ok: false, final, message: translate(lang, key, values) });
  };
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return refuse(405, 'common:errors.badRequest');
  }
  if (!isSameOriginMultipart(req, env.SITE_URL)) return refuse(403, 'common:errors.forbidden');
  const tooLarge = () => refuse(413, 'orders:driverActions.errors.tooLarge', { mb: Math.floor(MAX_ACTION_BYTES / (1024 * 1024)) });
  if (Number(req.headers['content-length'] ?? 0) > MAX_ACTION_BYTES) return tooLarge();

  const ctx = createContext({ req, res });
  try {
    const viewer = await photoViewer(ctx.db, (await ctx.loadSession!())?.user.id);
    if (!viewer) return refuse(401, 'common:errors.signInRequired');
    if (!canEnterBackOffice(viewer.role, 'driver')) return refuse(403, 'orders:driverActions.errors.driversOnly');
    if (!viewer.twoFactorEnabledAt) return refuse(403, 'auth:twoFactor.errors.setupRequired');

    const body = await readBodyBytes(req, MAX_ACTION_BYTES);
    bodyRead = true;
    if (body === 'tooLarge') return tooLarge();
    let form: Awaited<ReturnType<typeof readForm>>;
    let json: unknown;
    try {
      form = await readForm(body, String(req.headers['content-type']));
      json = JSON.parse(form.action) as unknown;
    } catch (error) {
      if (error instanceof Unreadable || error instanceof SyntaxError) return refuse(400, 'orders:driverActions.validation.action');
      throw error;
    }
    lang = langOf(json, lang);
    const parsed = driverActionInput.safeParse(json);
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? '';
      return refuse(400, translate(lang, key) === key ? 'orders:driverActions.validation.action' : key);
    }
    const outcome = await applyDriverAction(ctx.db, viewer.id, parsed.data, { photos: form.photos, signature: form.signature });
    return res.status(200).json({ ok: true, ...outcome });
  } catch (error) {
    if (error instanceof AppError) return refuse(STATUS[error.code], error.messageKey, error.values);
    if (isDatabaseUnavailable(error)) return refuse(503, 'common:errors.unavailable');
    log.error('Driver action failed:', error);
    return refuse(500, 'common:errors.unexpected');
  }
}
