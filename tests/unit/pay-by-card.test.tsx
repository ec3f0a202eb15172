// @vitest-environment jsdom
// "Pay by card" on an order's page (issue 45): offered only when the server says card payment online
// is available and something is due, labelled with what it charges; it asks the server, never the
// browser, for the amount (only the quote and the link go up); back from Stripe, a note.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { stubMatchMedia } from '../support/mantine-render';
import { translate } from '@/server/i18n/translate';
import { PayByCard } from '@/features/orders/PayByCard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = vi.hoisted(() => ({
  offer: null as null | { available: boolean; due: { purpose: 'deposit' | 'balance'; amountCents: number } | null },
  query: {} as Record<string, string>,
  sent: [] as [string, unknown][],
}));
vi.mock('@/lib/trpc', () => {
  const query = () => ({ useQuery: () => ({ data: api.offer }) });
  const mutation = (name: string) => ({ useMutation: () => ({ mutate: (input: unknown) => api.sent.push([name, input]), isPending: false, isSuccess: false, error: null }) });
  return { trpc: { order: { cardPayment: query(), cardPaymentByLink: query(), payOnline: mutation('payOnline'), payOnlineByLink: mutation('payOnlineByLink') } } };
});
vi.mock('next/router', () => ({ useRouter: () => ({ query: api.query }) }));
vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string>) => translate('es', `${ns}:${key}`, values) }),
}));

beforeAll(stubMatchMedia);

let shown: { root: Root; container: HTMLDivElement }[] = [];
afterEach(async () => {
  for (const { root, container } of shown) {
    await act(async () => root.unmount());
    container.remove();
  }
  shown = [];
});

const QUOTE = 'ffc6dfc1-1234-4abc-8def-0123456789ab';

/** The offer as rendered (null: nothing shown). */
async function show(token?: string) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  shown.push({ root, container });
  await act(async () => root.render(<MantineProvider><PayByCard lang="es" quoteId={QUOTE} token={token} /></MantineProvider>));
  return container.querySelector<HTMLElement>('[data-testid="pay-by-card"]');
}

describe('Pay by card', () => {
  it('offers the deposit with its amount and sends only the quote (and the link’s token) to the server', async () => {
    api.offer = { available: true, due: { purpose: 'deposit', amountCents: 6_000_000 } };
    api.sent = [];
    const button = (await show())!.querySelector('button')!;
    expect(button.textContent).toBe('Pagar el depósito de $60,000.00 con tarjeta');
    await act(async () => button.click());

    api.offer = { available: true, due: { purpose: 'balance', amountCents: 12_345 } };
    const linked = (await show('a'.repeat(64)))!;
    expect(linked.querySelector('button')!.textContent).toBe('Pagar el saldo de $123.45 con tarjeta');
    await act(async () => linked.querySelector('button')!.click());
    expect(api.sent).toEqual([
      ['payOnline', { quoteId: QUOTE }],
      ['payOnlineByLink', { quoteId: QUOTE, token: 'a'.repeat(64) }],
    ]);
  });

  it('shows nothing without Stripe or with nothing due, and a note when the customer comes back from Stripe', async () => {
    api.offer = { available: false, due: null };
    expect(await show()).toBeNull();

    api.offer = { available: true, due: null };
    api.query = { payment: 'paid' };
    const back = (await show())!;
    expect(back.querySelector('button')).toBeNull();
    expect(back.querySelector('[role="status"]')!.textContent).toBe('Gracias. Su pago con tarjeta aparece aquí en cuanto Stripe lo confirma, normalmente en un minuto.');
    api.query = {};
  });
});
