import type { IncomingHttpHeaders } from 'node:http';

/**
 * True when a POST carries a JSON body and an Origin header naming this site: either the
 * configured public origin (SITE_URL) or the host the request was addressed to.
 */
export function isSameOriginJsonPost(req: { headers: IncomingHttpHeaders }, siteUrl: string | undefined): boolean {
  const contentType = req.headers['content-type'] ?? '';
  return /^application\/json\b/i.test(contentType) && isSameOrigin(req, siteUrl);
}

/**
 * True for a photo upload from this site's back office: the file's bytes sent as
 * application/octet-stream (a type no cross-site form can send, and fetch only after a preflight
 * we never grant) with an Origin header naming this site.
 */
export function isSameOriginUpload(req: { headers: IncomingHttpHeaders }, siteUrl: string | undefined): boolean {
  const contentType = req.headers['content-type'] ?? '';
  return /^application\/octet-stream\b/i.test(contentType) && isSameOrigin(req, siteUrl);
}

/**
 * True for a driver's action from this site's phone view (issue 46): multipart/form-data with an
 * Origin header naming this site. A cross-site form can send multipart too, but browsers name its
 * page in Origin, and the session cookie (SameSite=Lax) does not go with it.
 */
export function isSameOriginMultipart(req: { headers: IncomingHttpHeaders }, siteUrl: string | undefined): boolean {
  const contentType = req.headers['content-type'] ?? '';
  return /^multipart\/form-data\b/i.test(contentType) && isSameOrigin(req, siteUrl);
}

function isSameOrigin(req: { headers: IncomingHttpHeaders }, siteUrl: string | undefined): boolean {
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
