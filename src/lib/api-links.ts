// How the browser reaches the API: one batched HTTP link with superjson (at most MAX_BATCH_CALLS calls a request). The client sends the
// page language so the server answers messages in it.
import { httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@/server/trpc/root';
import type { Lang } from '@/i18n/languages';
import { parsePath } from '@/routing/routes';
import { MAX_BATCH_CALLS } from '@/domain/api-limits';

/** The language of the page the browser shows now. */
export function pageLang(): Lang {
  return parsePath(window.location.pathname)?.lang ?? 'en';
}

export function apiLinks(getLang: () => Lang = pageLang) {
  return [
    httpBatchLink<AppRouter>({
      url: '/api/trpc',
      transformer: superjson,
      // The server refuses larger batches; more calls at once go as several requests.
      maxItems: MAX_BATCH_CALLS,
      headers: () => ({ 'x-lang': getLang() }),
    }),
  ];
}
