// How public components call the API: `callApi` for a query or a one-off call, `useApiMutation`
// for a form's submission. Both go through the plain tRPC client (api-client.ts), which loads with
// the first call, not with the page: a public page calls the API once or twice, if at all, so it
// needs neither react-query nor the client on its first load. Components never import api-client
// themselves (a lint rule says so); screens of the account and the back office, which read and
// refresh data, use the react-query hooks of lib/trpc.ts inside an ApiProvider instead.
import { useState } from 'react';
import type { ApiClient } from './api-client';

/** Calls the API through the plain client, loading it first if this is the page's first call. */
export function callApi<Output>(call: (api: ApiClient) => Promise<Output>): Promise<Output> {
  return import('./api-client').then(({ apiClient }) => call(apiClient));
}

/** What a failed call gives the form: the server's message (already in the page language) and its error data. */
export interface ApiFailure {
  message: string;
  data?: { code?: string; issues?: { path: string; key: string; message: string }[] | null } | null;
}

interface Handlers<Output> {
  onSuccess?: (output: Output) => void;
  onError?: (error: ApiFailure) => void;
}

export function useApiMutation<Input, Output>(call: (api: ApiClient, input: Input) => Promise<Output>, handlers: Handlers<Output>) {
  const [isPending, setPending] = useState(false);
  const mutate = (input: Input) => {
    setPending(true);
    callApi((api) => call(api, input))
      .then(
        (output) => handlers.onSuccess?.(output),
        (error: unknown) => handlers.onError?.(error instanceof Error ? (error as ApiFailure) : { message: String(error) }),
      )
      .finally(() => setPending(false));
  };
  return { mutate, isPending };
}
