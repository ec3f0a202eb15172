// Typed tRPC hooks for pages and components (inside an ApiProvider: src/lib/api-provider.tsx).
import { createTRPCReact, type CreateTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@/server/trpc/root';
import type { Lang } from '@/i18n/languages';
import { apiLinks } from './api-links';

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

/** The client sends the page language so the server answers messages in it. */
export function createTrpcClient(getLang?: () => Lang) {
  return trpc.createClient({ links: apiLinks(getLang) });
}
