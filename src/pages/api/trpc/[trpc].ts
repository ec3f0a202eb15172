import type { NextApiRequest, NextApiResponse } from 'next';
import { createNextApiHandler } from '@trpc/server/adapters/next';
import { appRouter } from '@/server/trpc/root';
import { createContext } from '@/server/trpc/context';
import { isSameOriginJsonPost } from '@/server/http/same-origin';
import { readBody, trpcRequestProblem } from '@/server/http/api-request';
import { translate } from '@/server/i18n/translate';
import { requestLang } from '@/server/trpc/context';
import { log } from '@/server/log';
import { env } from '@/config/env.mjs';

// The body is read here (not by Next's parser), so it reaches tRPC as the text that was checked.
export const config = { api: { bodyParser: false } };

const trpcHandler = createNextApiHandler({
  router: appRouter,
  createContext,
  onError({ error, path }) {
    if (error.code === 'INTERNAL_SERVER_ERROR') log.error(`tRPC ${path ?? '?'} failed:`, error.cause ?? error);
  },
});

const refusals = {
  forbidden: { status: 403, code: 'FORBIDDEN', key: 'common:errors.forbidden' },
  tooLarge: { status: 413, code: 'PAYLOAD_TOO_LARGE', key: 'common:errors.badRequest' },
  tooManyCalls: { status: 400, code: 'BAD_REQUEST', key: 'common:errors.tooManyCalls' },
  unreadable: { status: 400, code: 'BAD_REQUEST', key: 'common:errors.badRequest' },
} as const;

function refuse(req: NextApiRequest, res: NextApiResponse, reason: keyof typeof refusals) {
  const { status, code, key } = refusals[reason];
  res.status(status).json({ error: { message: translate(requestLang(req), key), code } });
}

/**
 * Mutations (POST) are accepted only as JSON from this site's own pages: a form post or a
 * request from another origin is refused before any procedure runs. Queries are GET and never
 * change anything (tRPC sends mutations only as POST). A request batching more than a few calls,
 * or whose body or input is not plain JSON of a sane depth, is refused with a 4xx before tRPC
 * reads it (src/server/http/api-request.ts).
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method === 'POST' && !isSameOriginJsonPost(req, env.SITE_URL)) return refuse(req, res, 'forbidden');
  const body = req.method === 'POST' ? await readBody(req) : '';
  if (body === 'tooLarge') return refuse(req, res, 'tooLarge');
  const path = ([] as string[]).concat(req.query.trpc ?? []).join('/');
  const input = typeof req.query.input === 'string' ? req.query.input : undefined;
  const problem = trpcRequestProblem({ path, body, input });
  if (problem) return refuse(req, res, problem);
  req.body = body === '' ? undefined : body;
  return trpcHandler(req, res);
}
