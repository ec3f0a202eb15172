// @vitest-environment jsdom
// The customer's payment box (issue 45/46), in Spanish: after delivery it says how to pay now (not
// "at delivery"); once cancelled with a missed delivery behind it, it owes only the return-trip fee,
// lists no materials' total, and says the fee is still due.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { translate } from '@/server/i18n/translate';
import { OrderMoney } from '@/features/orders/OrderMoney';
import type { CustomerMoney } from '@/server/services/payments/customer-money';
import type { OrderStatus } from '@/domain/order-states';
import { fillInBrowserGaps } from './support/jsdom-mantine';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string>) => translate('es', key.includes(':') ? key : `${ns}:${key}`, values) }),
}));
beforeAll(fillInBrowserGaps);

const money = (over: Partial<CustomerMoney>): CustomerMoney => ({
  totalCents: 60_000,
  palletDepositCents: 0,
  pallets: 0,
  returnTripFeeCents: 0,
  owedCents: 60_000,
  depositRequiredCents: 0,
  depositOutstandingCents: 0,
  netPaidCents: 0,
  creditedCents: 0,
  balanceCents: 60_000,
  balanceDueDate: '2026-12-04',
  balanceDueAtDelivery: true,
  creditReturnedPallets: true,
  entries: [],
  ...over,
});

async function shown(status: OrderStatus, m: CustomerMoney) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<MantineProvider><OrderMoney lang="es" money={m} pickup={false} status={status} businessPhone="9365550100" /></MantineProvider>));
  const text = container.textContent ?? '';
  await act(async () => root.unmount());
  return text;
}

const es = (key: string, values?: Record<string, string>) => translate('es', `orders:${key}`, values);

it('after delivery, says how to pay now rather than at delivery', async () => {
  const text = await shown('DELIVERED', money({}));
  expect(text).toContain(es('money.howToPayAfter', { phone: '(936) 555-0100' }).slice(0, 40));
  expect(text).not.toContain(es('money.howToPay', { phone: '(936) 555-0100' }).slice(0, 60));
});

it('cancelled after a missed delivery: only the fee, no materials’ total, and the fee still due', async () => {
  const text = await shown('CANCELLED', money({ returnTripFeeCents: 10_000, owedCents: 10_000, netPaidCents: 4_000, balanceCents: 6_000 }));
  expect(text).not.toContain(es('money.total'));
  expect(text).toContain(es('money.feeDueCancelled', { amount: '$60.00' }));
});
