// Marks that tell a public page's loader (after-paint.ts) to start the page's code at once rather
// than at the visitor's first use, because the page must show what only its code can: someone is
// signed in (their member prices, their account menu) or a quote in progress is kept in this
// browser. Cookies, not localStorage, read by the loader without blocking the page: through the
// Cookie Store API, or, where a browser lacks it, once the page is painted (after-paint.ts,
// startWhenMarked: a synchronous document.cookie while the page loaded cost 10 ms of its main thread).
// They say nothing the server trusts (it reads the session itself); each is a bare "1".

export const SIGNED_IN_MARK = 'signed-in';
export const DRAFT_MARK = 'quote-draft';

/** Whether the cookie string (document.cookie) carries the mark. */
export function hasMark(cookies: string, name: string): boolean {
  return cookies.split(/;\s*/).includes(`${name}=1`);
}

/** The Set-Cookie value that sets (for a year) or clears a mark for the whole site; the browser
 * (setMark) and NextAuth's answers (src/server/auth/signed-in-mark.ts) both write it. */
export function markCookie(name: string, on: boolean, secure: boolean): string {
  return `${name}=${on ? '1' : ''}; Path=/; Max-Age=${on ? 31_536_000 : 0}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Sets or clears a mark in this browser. */
export function setMark(name: string, on: boolean): void {
  try {
    document.cookie = markCookie(name, on, window.location.protocol === 'https:');
  } catch {
    // cookies disabled: pages start their code at the visitor's first use
  }
}
