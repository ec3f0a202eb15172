// @vitest-environment jsdom
// Staff coming back to the orders board through the menu saw figures up to 30 s old (issue 41):
// with the app's query defaults (staleTime 30 s), the orders screens' options fetch again each
// time a screen appears, showing the cached figures meanwhile.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FRESH_ON_RETURN } from '@/features/admin/orders/order-format';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Opens a screen with a query, leaves it, comes back: how many times the server was asked. */
async function visitTwice(options: object) {
  // The app's defaults (src/lib/api-provider.tsx).
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
  let calls = 0;
  function Board() {
    const q = useQuery({ queryKey: ['admin.orders.list'], queryFn: async () => ++calls, ...options });
    return <p>{q.data ?? '…'}</p>;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  const show = async (screen: boolean) =>
    act(async () => {
      root.render(<QueryClientProvider client={client}>{screen ? <Board /> : <p>Leads</p>}</QueryClientProvider>);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  await show(true);
  await show(false);
  await show(true);
  // Let a refetch, if any, land (react-query notifies on a later tick).
  for (let i = 0; i < 20 && container.textContent !== String(calls); i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 25)));
  const shown = container.textContent;
  root.unmount();
  return { calls, shown };
}

describe('the orders screens’ queries', () => {
  it('ask the server again when staff come back within the 30 s', async () => {
    expect(await visitTwice(FRESH_ON_RETURN)).toEqual({ calls: 2, shown: '2' });
  });

  it('(with the app’s defaults alone, the second visit shows the cache and asks nothing: the bug)', async () => {
    expect(await visitTwice({})).toEqual({ calls: 1, shown: '1' });
  });
});
