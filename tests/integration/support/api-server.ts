// The site's API routes (/api/trpc/*, /api/auth/*, /api/admin/photos, /api/stripe/webhook) behind a real HTTP server on
// a free loopback port, so a test sends exactly the bytes an attacker would and reads the status,
// headers and body a browser would get from OUR handlers.
//
// This is our stand-in for Next's API-route runtime, not Next itself. It gives each handler what
// the pages router documents for API routes, and nothing more:
// - `req.query`: the search parameters (a repeated one as an array) and the route's dynamic
//   segment (`[trpc]` as a string, `[...nextauth]` as an array);
// - `req.cookies`: the Cookie header as an object;
// - `req.body`: parsed from JSON or a urlencoded form (other types as text) unless the route's
//   exported `config.api.bodyParser` is false, when the handler reads the stream itself;
// - `res.status()`, `res.json()`, `res.send()` and `res.redirect()`.
// There is no `res.revalidate` (no pages are built here, so a change rebuilds none), no size limit
// on a parsed body, and a handler that throws gets a plain 500 here. What only Next's own server
// can prove (its body parser's 1 MB limit, that it honours `bodyParser: false` and leaves a refused
// upload unread) is checked against `next start` in tests/e2e/security.spec.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import querystring from 'node:querystring';
import { afterAll, beforeAll } from 'vitest';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import * as trpcRoute from '@/pages/api/trpc/[trpc]';
import * as authRoute from '@/pages/api/auth/[...nextauth]';
import * as photoUploadRoute from '@/pages/api/admin/photos';
import * as stripeWebhookRoute from '@/pages/api/stripe/webhook';

export interface ApiRoute {
  /** Where the route's address starts; the rest is its dynamic segment, if it has one. */
  prefix: string;
  param: { name: string; catchAll: boolean } | null;
  module: { default: NextApiHandler; config?: { api?: { bodyParser?: unknown } } };
}

const routes: ApiRoute[] = [
  { prefix: '/api/trpc/', param: { name: 'trpc', catchAll: false }, module: trpcRoute },
  { prefix: '/api/auth/', param: { name: 'nextauth', catchAll: true }, module: authRoute },
  { prefix: '/api/admin/photos', param: null, module: photoUploadRoute },
  { prefix: '/api/stripe/webhook', param: null, module: stripeWebhookRoute },
];

/** The Cookie header as name → value (the first of a repeated name, values percent-decoded). */
function parseCookies(header: string | undefined): Partial<Record<string, string>> {
  const cookies: Partial<Record<string, string>> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

class BadBody extends Error {}

/** The body as the documented parser gives it: JSON or a form as an object, anything else as text. */
async function parseBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type === 'application/ld+json') {
    if (text === '') return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new BadBody('Invalid JSON');
    }
  }
  if (type === 'application/x-www-form-urlencoded') return { ...querystring.parse(text) };
  return text;
}

/** `res` with the documented helpers. */
function withHelpers(res: http.ServerResponse): NextApiResponse {
  const api = res as NextApiResponse;
  api.status = (code: number) => {
    res.statusCode = code;
    return api;
  };
  api.send = (body: unknown) => {
    if (body === undefined || body === null) res.end();
    else if (Buffer.isBuffer(body)) {
      if (!res.hasHeader('content-type')) res.setHeader('Content-Type', 'application/octet-stream');
      res.end(body);
    } else if (typeof body === 'string') res.end(body);
    else {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(body));
    }
  };
  api.json = (body: unknown) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  };
  api.redirect = ((statusOrUrl: number | string, url?: string) => {
    const [status, location] = typeof statusOrUrl === 'string' ? [307, statusOrUrl] : [statusOrUrl, url!];
    res.writeHead(status, { Location: location });
    res.end(location);
    return api;
  }) as NextApiResponse['redirect'];
  return api;
}

async function serve(incoming: http.IncomingMessage, res: http.ServerResponse, extra: readonly ApiRoute[]) {
  const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
  const route = [...extra, ...routes].find((r) => url.pathname.startsWith(r.prefix));
  if (!route) {
    res.statusCode = 404;
    res.end();
    return;
  }
  const req = incoming as NextApiRequest;
  const query: Partial<Record<string, string | string[]>> = { ...querystring.parse(url.search.slice(1)) };
  if (route.param) {
    let segments: string[];
    try {
      segments = url.pathname.slice(route.prefix.length).split('/').map(decodeURIComponent);
    } catch {
      res.statusCode = 400;
      res.end();
      return;
    }
    query[route.param.name] = route.param.catchAll ? segments : segments.join('/');
  }
  req.query = query;
  req.cookies = parseCookies(req.headers.cookie);
  try {
    if (route.module.config?.api?.bodyParser !== false) {
      try {
        req.body = await parseBody(req);
      } catch (error) {
        if (!(error instanceof BadBody)) throw error;
        res.statusCode = 400;
        res.end(error.message);
        return;
      }
    }
    await route.module.default(req, withHelpers(res));
  } catch (error) {
    console.error(error);
    if (res.headersSent) res.destroy();
    else {
      res.statusCode = 500;
      res.end('Internal Server Error');
    }
  }
}

/** A route of two segments (`[id]/[file]`) behind the test server's one-parameter routes. */
export const twoSegments = (handler: NextApiHandler): { default: NextApiHandler } => ({
  default: (req, res) => {
    const [id, file] = String(req.query.path ?? '').split('/');
    req.query = { ...req.query, id, file };
    return handler(req, res);
  },
});

/**
 * Starts the server for the file's tests; `api.url(path)` is an absolute address on it. `extra`:
 * routes of the test's own, found before the site's (a route's handler built with test settings).
 */
export function apiServerForTests(extra: readonly ApiRoute[] = []) {
  const server = http.createServer((req, res) => void serve(req, res, extra));
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    url: (path: string) => `${origin}${path}`,
    get origin() {
      return origin;
    },
  };
}

/**
 * A POST that declares `declaredBytes` in its Content-Length but sends only its first kilobyte:
 * the status and JSON body of the answer, which a route that checks the declared size gives
 * without waiting for the rest (the request is then dropped).
 */
export function postDeclaringMore(url: string, headers: Record<string, string>, declaredBytes: number) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(declaredBytes) } });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) as unknown });
      });
    });
    req.on('error', reject);
    req.write(Buffer.alloc(1024, 1));
  });
}
