// Where to send a visitor after signing in. Only paths on this site are accepted: anything that
// a browser could read as another origin ("//evil.example", "/\evil.example", "https://…",
// "javascript:…", or tricks with tabs and newlines, which browsers strip) is refused, and so is
// anything that becomes such an address once normalised ("/..//evil.example") or decoded
// ("/%2F%2Fevil.example", "/%5Cevil.example", "/%0d%0a…"). Pages take ?returnTo through
// returnToFromQuery only.

const MAX_LENGTH = 2048;
const PLACEHOLDER_ORIGIN = 'http://return-to.invalid';
/** Browsers treat a backslash like a slash and drop control characters and whitespace. */
const UNSAFE_RAW = /[\\\s\u0000-\u001f\u007f]/;
/** Once decoded, an encoded space is harmless; a backslash or control character is not. */
const UNSAFE_DECODED = /[\\\u0000-\u001f\u007f]/;
/** Decoding rounds tried; a value still encoded after them ("%25252F…") is refused. */
const DECODE_ROUNDS = 3;

/** Percent-decoded until stable, or null when malformed or still encoded after a few rounds. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** The path, query and fragment a browser would resolve `value` to on this site, or null if it leaves it. */
function normalised(value: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A path starting with exactly one slash, with no character a browser would drop or turn into a slash. */
function isSitePath(value: string | null, unsafe: RegExp): value is string {
  return value !== null && value.startsWith('/') && !value.startsWith('//') && !unsafe.test(value);
}

/** The return path when it is a path on this site, else null. */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!isSitePath(value, UNSAFE_RAW)) return null;
  const result = normalised(value);
  if (!isSitePath(result, UNSAFE_RAW)) return null;
  // The same checks on the decoded form, as a router or server might decode it before following it.
  const decoded = decodeFully(result);
  if (!isSitePath(decoded, UNSAFE_DECODED) || !isSitePath(normalised(decoded), UNSAFE_DECODED)) return null;
  return result;
}

/** The first query value when a query parameter was given several times. */
export function firstQueryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The safe return path from a page's query (?returnTo), or null: every return link is built from this. */
export function returnToFromQuery(query: Record<string, string | string[] | undefined>): string | null {
  return safeReturnTo(firstQueryValue(query.returnTo));
}

/**
 * Whether NextAuth may be given `value` as a callback address (a query value, a posted field or
 * its callback cookie): a path on this site, or an absolute http(s) address that can be read.
 * Anything else ("http://x:y/", a port that is no number) made NextAuth answer with a 500 and a
 * stack trace; such a value is dropped before NextAuth sees it, as if none had been sent.
 */
export function isReadableCallbackUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return false;
  if (value.startsWith('/')) return safeReturnTo(value) !== null;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Where NextAuth sends the visitor after signing in or out (its `redirect` callback): a path on
 * this site or an address on the site's own origin; anything else, the site's home. Never throws.
 */
export function authRedirect(url: string, baseUrl: string): string {
  if (url.startsWith('/')) {
    const path = safeReturnTo(url);
    return path ? `${baseUrl}${path}` : baseUrl;
  }
  try {
    return new URL(url).origin === new URL(baseUrl).origin ? url : baseUrl;
  } catch {
    return baseUrl;
  }
}
