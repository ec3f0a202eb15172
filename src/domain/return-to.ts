// Where to send a visitor after signing in. Only paths on this site are accepted: anything that
// a browser could read as another origin ("//evil.example", "/\evil.example", "https://…",
// "javascript:…", or tricks with tabs and newlines, which browsers strip) is refused.

const MAX_LENGTH = 2048;
const PLACEHOLDER_ORIGIN = 'http://return-to.invalid';

/** The return path when it is a path on this site, else null. */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers treat a backslash like a slash and drop control characters and whitespace.
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The first query value when a query parameter was given several times. */
export function firstQueryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
