import NextAuth from 'next-auth';
import type { NextApiRequest, NextApiResponse } from 'next';
import { buildAuthOptions } from '@/server/auth/options';
import { requestIp, requestLang } from '@/server/trpc/context';
import { translate } from '@/server/i18n/translate';
import { isLang } from '@/i18n/languages';
import { CSRF_COOKIE, verifyCsrfToken } from '@/server/auth/csrf';
import { emailLinkLandingFor } from '@/server/auth/email-link';
import { isReadableCallbackUrl } from '@/domain/return-to';

/**
 * NextAuth's routes, with two of them answered here:
 * - `_log` (its client logger, which writes whatever a browser posts into the server log) is
 *   dropped: the site does not use it, and anyone could forge or flood log entries through it;
 * - `callback/<provider>` by anything but POST, which NextAuth answers with a 500 for credentials;
 * - the e-mail provider's callback (issue 42, finding 3: login CSRF): a GET never signs in, it
 *   is sent on to the auth page that names the account and has the button; the button's POST
 *   signs in only with NextAuth's CSRF token (server/auth/csrf.ts), else it is sent back there.
 * A callback address that cannot be read ("http://x:y/"), in the query, the posted form or the
 * callback cookie, is dropped first: NextAuth answered it with a 500 and a stack trace.
 * Asking for a sign-in link passes the page language as `?lang=`.
 */
export default function auth(req: NextApiRequest, res: NextApiResponse) {
  const [action] = ([] as string[]).concat(req.query.nextauth ?? []);
  if (action === '_log') {
    res.status(204).end();
    return;
  }
  const [, provider] = ([] as string[]).concat(req.query.nextauth ?? []);
  const lang = isLang(req.query.lang) ? req.query.lang : requestLang(req);
  if (action === 'callback' && provider === 'email') {
    const csrfToken = (req.body as { csrfToken?: unknown } | undefined)?.csrfToken;
    if (req.method !== 'POST' || !verifyCsrfToken(req.cookies[CSRF_COOKIE], csrfToken)) {
      res.setHeader('Location', emailLinkLandingFor(lang, req.query));
      res.status(303).end();
      return;
    }
  } else if (action === 'callback' && req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ message: translate(requestLang(req), 'common:errors.methodNotAllowed') });
    return;
  }
  dropUnreadableCallbackUrls(req);
  // Built per request so the sign-in rate limits know the client address.
  return NextAuth(req, res, buildAuthOptions({ ip: requestIp(req), lang }));
}

/** Removes every callback address NextAuth could not read, as if the browser had sent none. */
function dropUnreadableCallbackUrls(req: NextApiRequest) {
  if ('callbackUrl' in req.query && !isReadableCallbackUrl(req.query.callbackUrl)) delete req.query.callbackUrl;
  const body: unknown = req.body;
  if (body && typeof body === 'object' && 'callbackUrl' in body && !isReadableCallbackUrl((body as Record<string, unknown>).callbackUrl)) {
    delete (body as Record<string, unknown>).callbackUrl;
  }
  // next-auth.callback-url, or __Secure-next-auth.callback-url on an https site.
  for (const name of Object.keys(req.cookies ?? {})) {
    if (name.endsWith('next-auth.callback-url') && !isReadableCallbackUrl(req.cookies[name])) delete req.cookies[name];
  }
}
