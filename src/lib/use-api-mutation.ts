// A mutation sent through the plain tRPC client, which loads with the first submission: a public
// form sends once or twice, so its page needs neither react-query nor the client on first load.
import { useState } from 'react';
import type { ApiClient } from './api-client';

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
    import('./api-client')
      .then(({ apiClient }) => call(apiClient, input))
      .then(
        (output) => handlers.onSuccess?.(output),
        (error: unknown) => handlers.onError?.(error instanceof Error ? (error as ApiFailure) : { message: String(error) }),
      )
      .finally(() => setPending(false));
  };
  return { mutate, isPending };
}
