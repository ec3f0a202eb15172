// Typed tRPC hooks for pages and components.
import { createTRPCReact, httpBatchLink, type CreateTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '@/server/trpc/root';
import type { Lang } from '@/i18n/languages';

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

/** The client sends the page language so the server answers messages in it. */
export function createTrpcClient(getLang: () => Lang) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/api/trpc',
        transformer: superjson,
        headers: () => ({ 'x-lang': getLang() }),
      }),
    ],
  });
}
