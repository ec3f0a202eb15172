// Calls the site's real NextAuth API route (src/pages/api/auth/[...nextauth].ts) in process, with
// a mock Next request and response, and returns what the browser would receive.
import authRoute from '@/pages/api/auth/[...nextauth]';
import type { NextApiRequest, NextApiResponse } from 'next';

export const SESSION_COOKIE = 'next-auth.session-token';

export interface AuthResponse {
  status: number;
  headers: Record<string, string | string[]>;
  /** Set-Cookie values as name → value ('' when cleared). */
  cookies: Record<string, string>;
  body: unknown;
  /** The body as the browser would read it. */
  text: string;
}

export async function callAuth(
  path: string,
  { method = 'GET', cookies = {}, body, query = {} }: { method?: string; cookies?: Record<string, string>; body?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<AuthResponse> {
  const headers: Record<string, string | string[]> = {};
  let status = 200;
  let sent: unknown;
  const req = {
    method,
    query: { ...query, nextauth: path.split('/') },
    headers: { host: '127.0.0.1', 'content-type': 'application/x-www-form-urlencoded' },
    cookies,
    body,
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as NextApiRequest;
  const done = new Promise<void>((resolve) => {
    const res = {
      getHeader: (name: string) => headers[name.toLowerCase()],
      setHeader(name: string, value: string | string[]) {
        headers[name.toLowerCase()] = value;
        return res;
      },
      status(code: number) {
        status = code;
        return res;
      },
      send(value: unknown) {
        sent = value;
        resolve();
        return res;
      },
      json(value: unknown) {
        sent = value;
        resolve();
        return res;
      },
      end() {
        resolve();
        return res;
      },
    };
    void authRoute(req, res as unknown as NextApiResponse);
  });
  await done;
  const setCookie = headers['set-cookie'];
  const cookieOut: Record<string, string> = {};
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    cookieOut[pair!.slice(0, eq)] = decodeURIComponent(pair!.slice(eq + 1));
  }
  return { status, headers, cookies: cookieOut, body: sent, text: typeof sent === 'string' ? sent : JSON.stringify(sent ?? null) };
}

/** Signs out the way the browser does: fetch a CSRF token, then POST it with the session cookie. */
export async function signOutWith(sessionCookie: string): Promise<AuthResponse> {
  const csrf = await callAuth('csrf');
  const csrfName = Object.keys(csrf.cookies).find((name) => name.includes('csrf-token'))!;
  const { csrfToken } = csrf.body as { csrfToken: string };
  return callAuth('signout', {
    method: 'POST',
    cookies: { [SESSION_COOKIE]: sessionCookie, [csrfName]: csrf.cookies[csrfName]! },
    body: { csrfToken, json: 'true' },
  });
}
