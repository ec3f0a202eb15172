import type { NextApiRequest, NextApiResponse } from 'next';
import { createNextApiHandler } from '@trpc/server/adapters/next';
import { appRouter } from '@/server/trpc/root';
import { createContext } from '@/server/trpc/context';
import { isSameOriginJsonPost } from '@/server/http/same-origin';
import { translate } from '@/server/i18n/translate';
import { requestLang } from '@/server/trpc/context';

const trpcHandler = createNextApiHandler({
  router: appRouter,
  createContext,
  onError({ error, path }) {
    if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`tRPC ${path ?? '?'} failed:`, error.cause ?? error);
  },
});

/**
 * Mutations (POST) are accepted only as JSON from this site's own pages: a form post or a
 * request from another origin is refused before any procedure runs. Queries are GET and never
 * change anything (tRPC sends mutations only as POST).
 */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method === 'POST' && !isSameOriginJsonPost(req, process.env.SITE_URL)) {
    res.status(403).json({ error: { message: translate(requestLang(req), 'common:errors.forbidden'), code: 'FORBIDDEN' } });
    return;
  }
  return trpcHandler(req, res);
}
