// The browser's signed-in mark follows NextAuth's session cookie on its answers
// (src/server/auth/signed-in-mark.ts): after an e-mailed link signs someone in and redirects to a
// public page, that page runs its code at once and shows the account, with no press needed.
import { describe, expect, it } from 'vitest';
import { withSignedInMark } from '@/server/auth/signed-in-mark';

const session = 'next-auth.session-token=eyJ.abc; Path=/; Expires=Fri, 25 Dec 2026 10:00:00 GMT; HttpOnly; SameSite=Lax';
const csrf = 'next-auth.csrf-token=x%7Cy; Path=/; HttpOnly; SameSite=Lax';

describe('the signed-in mark beside the session cookie', () => {
  it('is set with a session, for the whole site, readable by the page loader (not HttpOnly)', () => {
    const cookies = withSignedInMark([csrf, session], false);
    expect(cookies.slice(0, 2)).toEqual([csrf, session]);
    expect(cookies[2]).toBe('signed-in=1; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(withSignedInMark([session.replace('next-auth', '__Secure-next-auth')], true).at(-1)).toBe('signed-in=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('is cleared when the session is (sign-out, ended session), however NextAuth clears it', () => {
    for (const cleared of ['next-auth.session-token=; Path=/; Max-Age=0', 'next-auth.session-token=x; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT']) {
      expect(withSignedInMark([cleared], false).at(-1)).toBe('signed-in=; Path=/; Max-Age=0; SameSite=Lax');
    }
  });

  it('leaves answers that do not touch the session alone, and is never set twice', () => {
    expect(withSignedInMark([csrf], false)).toEqual([csrf]);
    // NextAuth adds its cookies one by one, each time passing the ones already set.
    const twice = withSignedInMark([...withSignedInMark([session], false), csrf], false);
    expect(twice.filter((c) => c.startsWith('signed-in='))).toHaveLength(1);
  });
});
