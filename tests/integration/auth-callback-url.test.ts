// A callback address that is no address at all ("http://x:y/": a port that is not a number) on
// any of NextAuth's routes, as a query value, a posted field or the callback cookie, is ignored:
// the visitor gets the answer they would get without it, never a 500, and the log gets no stack
// trace. Addresses on another site are replaced by the site's own, as before.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callAuth } from './support/auth-endpoint';
import './support/db';

const BAD = 'http://x:y/';
const CALLBACK_COOKIE = 'next-auth.callback-url';

function captureLogs() {
  const lines: string[] = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  }
  return lines;
}
afterEach(() => vi.restoreAllMocks());

async function csrf() {
  const answer = await callAuth('csrf');
  const name = Object.keys(answer.cookies).find((n) => n.includes('csrf-token'))!;
  return { cookies: { [name]: answer.cookies[name]! }, token: (answer.body as { csrfToken: string }).csrfToken };
}

describe('a callback address that cannot be read', () => {
  it.each([
    ['csrf, in the query', () => callAuth('csrf', { query: { callbackUrl: BAD } })],
    ['csrf, in the callback cookie', () => callAuth('csrf', { cookies: { [CALLBACK_COOKIE]: BAD } })],
    ['session, in the callback cookie', () => callAuth('session', { cookies: { [CALLBACK_COOKIE]: BAD } })],
    ['the sign-in page, in the query', () => callAuth('signin', { query: { callbackUrl: BAD } })],
    ['the sign-out page, in the query', () => callAuth('signout', { query: { callbackUrl: BAD } })],
    ['the e-mail link callback, in the query', () => callAuth('callback/email', { query: { token: 'not-a-token', email: 'someone@example.test', callbackUrl: BAD } })],
    ['sign-out, posted', async () => {
      const { cookies, token } = await csrf();
      return callAuth('signout', { method: 'POST', cookies, body: { csrfToken: token, callbackUrl: BAD, json: 'true' } });
    }],
    ['a sign-in link request, posted', async () => {
      const { cookies, token } = await csrf();
      return callAuth('signin/email', { method: 'POST', cookies, body: { csrfToken: token, email: 'nobody@example.test', callbackUrl: BAD, json: 'true' } });
    }],
    ['a password sign-in, with the cookie', async () => {
      const { cookies, token } = await csrf();
      return callAuth('callback/credentials', { method: 'POST', cookies: { ...cookies, [CALLBACK_COOKIE]: BAD }, body: { csrfToken: token, email: 'nobody@example.test', password: 'wrong', json: 'true' } });
    }],
  ])('on %s is ignored: no 500, nothing in the log', async (_where, call) => {
    const logs = captureLogs();
    const answer = await call();
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toContain('problem with the server configuration');
    expect(answer.text).not.toContain('x:y');
    // The callback cookie is never set to the bad address.
    expect(answer.cookies[CALLBACK_COOKIE] ?? '').not.toContain('x:y');
    expect(logs.filter((l) => /InvalidCallbackUrl|Invalid callback URL|Invalid URL|\n\s+at /.test(l))).toEqual([]);
  });

  it('an address on another site is replaced by the site’s own; a path on it is kept', async () => {
    const other = await callAuth('csrf', { query: { callbackUrl: 'https://evil.example/steal' } });
    expect(other.status).toBe(200);
    expect(other.cookies[CALLBACK_COOKIE] ?? '').not.toContain('evil.example');
    const own = await callAuth('csrf', { query: { callbackUrl: '/es/cuenta' } });
    expect(own.cookies[CALLBACK_COOKIE]).toMatch(/\/es\/cuenta$/);
  });
});
