import type { IncomingHttpHeaders } from 'node:http';

/**
 * True when a POST carries a JSON body and an Origin header naming this site: either the
 * configured public origin (SITE_URL) or the host the request was addressed to.
 */
export function isSameOriginJsonPost(req: { headers: IncomingHttpHeaders }, siteUrl: string | undefined): boolean {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(contentType)) return false;
  const origin = req.headers.origin;
  if (!origin) return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (siteUrl && originUrl.origin === new URL(siteUrl).origin) return true;
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  return typeof host === 'string' && originUrl.host === host;
}
