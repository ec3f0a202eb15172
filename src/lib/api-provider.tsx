// The tRPC + react-query context, given only to the parts of the site that call the API (forms,
// the calculator, account and back-office screens). Pages without them never download
// react-query, the tRPC client or superjson. One query client and one tRPC client per browser
// tab, so every provider on a page shares one cache.
import { type ComponentType, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTrpcClient, trpc } from './trpc';

let browserClients: { queryClient: QueryClient; trpcClient: ReturnType<typeof createTrpcClient> } | undefined;

function newClients() {
  return {
    queryClient: new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
    // The API answers in the language of the page the request comes from.
    trpcClient: createTrpcClient(),
  };
}

function clients() {
  // On the server every render gets its own clients: nothing is shared between visitors.
  if (typeof window === 'undefined') return newClients();
  browserClients ??= newClients();
  return browserClients;
}

export function ApiProvider({ children }: { children: ReactNode }) {
  const { queryClient, trpcClient } = clients();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

/** The component, with the API context around it. */
export function withApi<P extends object>(Component: ComponentType<P>) {
  function WithApi(props: P) {
    return (
      <ApiProvider>
        <Component {...props} />
      </ApiProvider>
    );
  }
  WithApi.displayName = `withApi(${Component.displayName ?? Component.name})`;
  return WithApi;
}
