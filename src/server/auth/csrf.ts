// NextAuth's CSRF protection (the double-submit cookie its docs describe: /api/auth/csrf gives a
// token, and its httpOnly, SameSite=Lax cookie holds the token with a hash of it and the secret).
// NextAuth checks it on its own POSTs of sign-in, sign-out and the credentials callback, but not
// on a POST of the e-mail provider's callback; the API route checks it there (issue 42, finding
// 3), so an e-mailed sign-in link signs in only on a button pressed on our page.
import { createHash, timingSafeEqual } from 'node:crypto';
import { env, secureSite } from '@/config/env.mjs';

/** The cookie NextAuth keeps its CSRF token in (with useSecureCookies, as options.ts sets it). */
export const CSRF_COOKIE = `${secureSite ? '__Host-' : ''}next-auth.csrf-token`;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `given` (the form's csrfToken) is the token in NextAuth's CSRF cookie, and the cookie is NextAuth's own. */
export function verifyCsrfToken(cookie: string | undefined, given: unknown, secret: string = env.NEXTAUTH_SECRET): boolean {
  if (!cookie || typeof given !== 'string' || !given) return false;
  const [token, hash] = cookie.split('|');
  if (!token || !hash) return false;
  const expected = createHash('sha256').update(`${token}${secret}`).digest('hex');
  return sameText(hash, expected) && sameText(token, given);
}
