// How public components call the API: `callApi` for a query or a one-off call, `useApiMutation`
// (use-api-mutation.ts, built on it; a file of its own so a page that only reads pays for neither
// React state nor the form's handlers) for a form's submission. Both go through the plain tRPC
// client (api-client.ts), which loads with the first call, not with the page: a public page calls the API once or twice, if at all, so it
// needs neither react-query nor the client on its first load. Components never import api-client
// themselves (a lint rule says so); screens of the account and the back office, which read and
// refresh data, use the react-query hooks of lib/trpc.ts inside an ApiProvider instead.
import type { ApiClient } from './api-client';

export type { ApiClient };

/** Loads the plain client ahead of a first call (a form's field focused, the page idle). */
export function preloadApi(): void {
  void import('./api-client');
}

/** Calls the API through the plain client, loading it first if this is the page's first call. */
export function callApi<Output>(call: (api: ApiClient) => Promise<Output>): Promise<Output> {
  return import('./api-client').then(({ apiClient }) => call(apiClient));
}
