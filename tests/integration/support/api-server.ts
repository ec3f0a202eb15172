// The site's API routes (/api/trpc/*, /api/auth/*) behind a real HTTP server on a free loopback
// port, run by Next's own API resolver (the code `next start` uses: its body parser and size
// limit, the route's `config`, its answer to a handler that throws), so a test sends exactly the
// bytes an attacker would and reads the status, headers and body the browser would get.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import * as trpcRoute from '@/pages/api/trpc/[trpc]';
import * as authRoute from '@/pages/api/auth/[...nextauth]';
import * as photoUploadRoute from '@/pages/api/admin/photos';

const routes = [
  { prefix: '/api/trpc/', page: '/api/trpc/[trpc]', param: 'trpc', module: trpcRoute },
  { prefix: '/api/auth/', page: '/api/auth/[...nextauth]', param: 'nextauth', module: authRoute },
  { prefix: '/api/admin/photos', page: '/api/admin/photos', param: null, module: photoUploadRoute },
] as const;

const apiContext = { previewModeId: 'test', previewModeEncryptionKey: 'test', previewModeSigningKey: 'test', multiZoneDraftMode: false };

function serve(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const route = routes.find((r) => url.pathname.startsWith(r.prefix));
  if (!route) {
    res.statusCode = 404;
    res.end();
    return;
  }
  const rest = decodeURIComponent(url.pathname.slice(route.prefix.length));
  const query: Record<string, string | string[]> = Object.fromEntries(url.searchParams);
  if (route.param) query[route.param] = route.param === 'nextauth' ? rest.split('/') : rest;
  void apiResolver(req, res, query, route.module, apiContext as never, false, false, route.page);
}

/** Starts the server for the file's tests; `api.url(path)` is an absolute address on it. */
export function apiServerForTests() {
  const server = http.createServer(serve);
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
