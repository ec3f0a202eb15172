// @vitest-environment jsdom
// Member prices beside regular ones on public pages (issue "Member pricing that pays off"): the
// static HTML holds only an empty, size-reserved line with the regular price; a signed-in member's
// browser fills it with their own price, and nobody else's page changes.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '@/server/i18n/translate';
import { PriceLabel } from '@/screens/catalogue/parts/PriceLabel';
import { MemberPricesOnPage } from '@/features/membership/MemberPricesOnPage';
import type { MyMemberPrices } from '@/server/services/member-pricing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const session = vi.hoisted(() => ({ data: null as { id: string; email: string } | null }));
const myPrices = vi.hoisted(() => vi.fn<() => Promise<MyMemberPrices | null>>());
vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', asPath: '/en/rock#rock-products', pathname: '/[[...slug]]' }) }));
vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string | number>) => translate('en', key.includes(':') ? key : `${ns}:${key}`, values) }),
}));
vi.mock('@/features/auth/use-session', () => ({ useSession: () => ({ data: session.data, isPending: false, isError: false }) }));
vi.mock('@/lib/api-client', () => ({ apiClient: { membership: { myPrices: { query: myPrices } } } }));

const tier10 = (unitPrices: MyMemberPrices['unitPrices'] = []): MyMemberPrices => ({ tierName: 'Member 10%', discountBasisPoints: 1000, volumeRules: [], unitPrices });

/** The static HTML of two price labels (as the server sends a category page), put in the page. */
function staticPage() {
  const html = renderToStaticMarkup(
    <>
      <PriceLabel lang="en" priceCents={4500} wasPriceCents={null} unitLabel="cu yd" member={{ slug: 'river-rock', unit: 'CUBIC_YARD' }} />
      <PriceLabel lang="en" priceCents={82} wasPriceCents={95} unitLabel="sq ft" member={{ slug: 'raleigh', unit: 'SQ_FT' }} />
    </>,
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  return { html, slots: [...page.querySelectorAll<HTMLElement>('[data-member-slot]')] };
}

async function mountIsland() {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(<MemberPricesOnPage lang="en" />));
  await act(async () => undefined); // the terms' promise
}

afterEach(() => {
  document.body.innerHTML = '';
  session.data = null;
  myPrices.mockReset();
});

describe('the member price line under a regular price', () => {
  it('is empty in the static HTML, its size reserved by the sentence at the regular price', () => {
    const { html, slots } = staticPage();
    expect(slots.map((s) => [s.dataset.memberSlot, s.dataset.unit, s.dataset.cents, s.dataset.reserve, s.textContent])).toEqual([
      ['river-rock', 'CUBIC_YARD', '4500', 'Member price $45.00', ''],
      ['raleigh', 'SQ_FT', '82', 'Member price $0.82', ''],
    ]);
    expect(html).not.toContain('member-product-price');
  });

  it('shows a signed-in member their price in each line (a unit’s own member price where lower)', async () => {
    session.data = { id: 'member-1', email: 'builder@example.test' };
    myPrices.mockResolvedValue(tier10([{ productId: 'p1', slug: 'raleigh', unit: 'SQ_FT', memberPriceCents: 60 }]));
    const { slots } = staticPage();
    await mountIsland();
    expect(myPrices).toHaveBeenCalledTimes(1); // one request for the whole page
    expect(slots.map((s) => s.textContent)).toEqual(['Member price $40.50', 'Member price $0.60']);
    expect(slots.every((s) => s.querySelector('[data-testid="member-product-price"]'))).toBe(true);
  });

  it('leaves the lines empty for a visitor (no request) and for a signed-in account that is not a member', async () => {
    const visitor = staticPage();
    await mountIsland();
    expect(myPrices).not.toHaveBeenCalled();
    expect(visitor.slots.map((s) => s.textContent)).toEqual(['', '']);

    document.body.innerHTML = '';
    session.data = { id: 'customer-1', email: 'someone@example.test' };
    myPrices.mockResolvedValue(null);
    const customer = staticPage();
    await mountIsland();
    expect(myPrices).toHaveBeenCalledTimes(1);
    expect(customer.slots.map((s) => s.textContent)).toEqual(['', '']);
  });

  it('asks nothing on a page without prices', async () => {
    session.data = { id: 'member-2', email: 'builder2@example.test' };
    myPrices.mockResolvedValue(tier10());
    await mountIsland();
    expect(myPrices).not.toHaveBeenCalled();
  });
});
