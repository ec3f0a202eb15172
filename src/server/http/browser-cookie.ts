// A small httpOnly cookie the API sets for the browser it answers (tRPC procedures get it through
// their context's request and response). Used to recognise the browser that signed up when its
// confirmation link is opened (services/accounts.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { secureSite } from '@/config/env.mjs';

export interface BrowserCookies {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
  clear(name: string): void;
}

function append(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, cookie: string) {
  const current = res.getHeader('set-cookie');
  const list = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/** The request's cookies and a way to set them on the response; undefined outside an HTTP request. */
export function browserCookies(
  req: (Pick<IncomingMessage, 'headers'> & { cookies?: Partial<Record<string, string>> }) | undefined,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'> | undefined,
): BrowserCookies | undefined {
  if (!req || !res) return undefined;
  // Only the API reads these, so they are never sent with page requests.
  const attributes = `Path=/api/trpc; HttpOnly; SameSite=Lax${secureSite ? '; Secure' : ''}`;
  return {
    get: (name) => req.cookies?.[name],
    set: (name, value, maxAgeSeconds) => append(res, `${name}=${value}; Max-Age=${maxAgeSeconds}; ${attributes}`),
    clear: (name) => append(res, `${name}=; Max-Age=0; ${attributes}`),
  };
}
