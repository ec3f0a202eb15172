// The browser's mark that someone is signed in (src/page-runtime/code-marks.ts), kept in step
// with NextAuth's session cookie on every answer of NextAuth's routes: a sign-in that ends in a
// redirect (an e-mailed link) lands on a page whose code must run at once to show the account,
// before any script of ours could set the mark. The mark grants nothing: the server reads the
// session itself.
import type { NextApiResponse } from 'next';
import { secureSite } from '@/config/env.mjs';
import { SIGNED_IN_MARK, markCookie } from '@/page-runtime/code-marks';

/** NextAuth's session cookie (its secure-prefixed name too, and the chunks of a large one). */
const SESSION_COOKIE = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;
const MARK = new RegExp(`^${SIGNED_IN_MARK}=`);

function clears(cookie: string): boolean {
  return /^[^=]+=(?:;|$)/.test(cookie) || /;\s*max-age=0(?:;|$)/i.test(cookie) || /;\s*expires=thu, 01 jan 1970/i.test(cookie);
}

/**
 * The Set-Cookie values of an answer, with the mark set when they set the session and cleared
 * when they clear it; unchanged when they do not touch the session.
 */
export function withSignedInMark(cookies: readonly string[], secure: boolean): string[] {
  const session = cookies.filter((cookie) => SESSION_COOKIE.test(cookie));
  if (session.length === 0) return [...cookies];
  const signedIn = !session.every(clears);
  return [...cookies.filter((cookie) => !MARK.test(cookie)), markCookie(SIGNED_IN_MARK, signedIn, secure)];
}

/** Keeps the mark in step with whatever session cookie NextAuth sets on this response. */
export function keepSignedInMark(res: NextApiResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    setHeader(name, name.toLowerCase() === 'set-cookie' ? withSignedInMark(([] as (string | number)[]).concat(value).map(String), secureSite) : value);
}
