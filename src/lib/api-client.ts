// A plain tRPC client (no react-query) for one-off calls such as the ZIP check: imported with
// `await import('@/lib/api-client')` when the call is made, so it is not part of the page load.
import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '@/server/trpc/root';
import { apiLinks } from './api-links';

export const apiClient = createTRPCClient<AppRouter>({ links: apiLinks() });

export type ApiClient = typeof apiClient;
