// A plain tRPC client (no react-query) for public components' calls, such as the ZIP check: only
// call-api.ts imports it, with `import()` when the first call is made, so it is not part of the page load.
import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '@/server/trpc/root';
import { apiLinks } from './api-links';

export const apiClient = createTRPCClient<AppRouter>({ links: apiLinks() });

export type ApiClient = typeof apiClient;
