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
  {
    method = 'GET',
    cookies = {},
    body,
    query = {},
    ip = '127.0.0.1',
  }: { method?: string; cookies?: Record<string, string>; body?: Record<string, string>; query?: Record<string, string>; ip?: string } = {},
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
    socket: { remoteAddress: ip },
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

/** A CSRF token and its cookie, as a browser gets them before any POST to NextAuth. */
export async function csrfPair(): Promise<{ cookies: Record<string, string>; csrfToken: string }> {
  const csrf = await callAuth('csrf');
  const csrfName = Object.keys(csrf.cookies).find((name) => name.includes('csrf-token'))!;
  return { cookies: { [csrfName]: csrf.cookies[csrfName]! }, csrfToken: (csrf.body as { csrfToken: string }).csrfToken };
}

/** Signs in with e-mail and password as the sign-in form does; the session cookie is set only on success. */
export async function signInWithPassword(email: string, password: string): Promise<AuthResponse> {
  const { cookies, csrfToken } = await csrfPair();
  return callAuth('callback/credentials', { method: 'POST', cookies, body: { csrfToken, email, password, json: 'true' } });
}

/** Asks for an e-mailed sign-in link as the sign-in page does; returns NextAuth's answer (a URL). */
export async function requestEmailLink(email: string, lang = 'es', ip?: string): Promise<string> {
  const { cookies, csrfToken } = await csrfPair();
  const answer = await callAuth('signin/email', { method: 'POST', query: { lang }, cookies, ip, body: { email, csrfToken, callbackUrl: '/es/cuenta', json: 'true' } });
  return (answer.body as { url: string }).url;
}

/** Presses the sign-in link page's button: a POST of the link's token with a CSRF token (issue 42). */
export async function pressEmailLink(token: string, email: string): Promise<AuthResponse> {
  const { cookies, csrfToken } = await csrfPair();
  return callAuth('callback/email', { method: 'POST', query: { token, email, callbackUrl: '/es/cuenta' }, cookies, body: { csrfToken } });
}
