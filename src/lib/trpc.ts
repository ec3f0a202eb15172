// Typed tRPC hooks for pages and components (inside an ApiProvider: src/lib/api-provider.tsx).
import { createTRPCReact, type CreateTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@/server/trpc/root';
import { apiLinks } from './api-links';

export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

/** The client sends the page language so the server answers messages in it (see api-links). */
export function createTrpcClient() {
  return trpc.createClient({ links: apiLinks() });
}
