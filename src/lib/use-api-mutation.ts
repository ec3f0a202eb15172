// A form's submission through callApi (call-api.ts): pending state, and the server's answer or its
// translated error handed to the form.
import { useState } from 'react';
import { callApi, type ApiClient } from './call-api';

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
