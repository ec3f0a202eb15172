// Marks that tell a public page's loader (after-paint.ts) to start the page's code at once rather
// than at the visitor's first use, because the page must show what only its code can: someone is
// signed in (their member prices, their account menu) or a quote in progress is kept in this
// browser. Cookies, not localStorage: the browser has them in memory before the page runs, where
// the first read of localStorage may have to open it from disk while the page is loading.
// They say nothing the server trusts (it reads the session itself); each is a bare "1".

export const SIGNED_IN_MARK = 'signed-in';
export const DRAFT_MARK = 'quote-draft';

/** Whether the cookie string (document.cookie) carries the mark. */
export function hasMark(cookies: string, name: string): boolean {
  return cookies.split(/;\s*/).includes(`${name}=1`);
}

/** Sets or clears a mark for the whole site, for a year. */
export function setMark(name: string, on: boolean): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${name}=${on ? '1' : ''}; path=/; max-age=${on ? 31_536_000 : 0}; samesite=lax${secure}`;
  } catch {
    // cookies disabled: pages start their code at the visitor's first use
  }
}
