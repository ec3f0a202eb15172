// @vitest-environment jsdom
// The day view's trucks (issue 46), in the back office's Spanish: each truck's loads and totals,
// and every warning as an alert (role="alert") naming the truck, the window and the figures.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderOnce, stubMatchMedia } from '../support/mantine-render';
import { translate } from '@/server/i18n/translate';
import { truckDays } from '@/domain/truck-loads';
import { TruckLoads } from '@/features/admin/orders/TruckLoads';

vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string>) => translate('es', key.includes(':') ? key : `${ns}:${key}`, values) }),
}));
vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'es' }) }));

beforeAll(stubMatchMedia);

const render = (element: React.ReactElement) =>
  renderOnce(element, (container) => ({
    text: container.textContent ?? '',
    alerts: [...container.querySelectorAll('[role="alert"]')].map((a) => a.textContent),
    shown: container.querySelector('[data-testid="day-trucks"]') !== null,
  }));

const dump = { id: 't1', name: 'Volteo 1', palletCapacity: 0, yardTenths: 125, tonTenths: null };
const quoteA = '0a1b2c3d-0000-4000-8000-000000000001';
const quoteB = '0a1b2c3e-0000-4000-8000-000000000002';

describe('the day view’s trucks', () => {
  it('show each truck’s loads and warn about a load over capacity that mixes two bulk materials', async () => {
    const days = truckDays(
      [dump],
      [
        { orderId: 'a', truckId: 't1', windowStart: 450, windowEnd: 600, lines: [{ quantity: 10, unit: 'CUBIC_YARD', unitType: 'BULK', material: 'm', name: 'Mantillo negro' }] },
        { orderId: 'b', truckId: 't1', windowStart: 450, windowEnd: 600, lines: [{ quantity: 3, unit: 'CUBIC_YARD', unitType: 'BULK', material: 's', name: 'Tierra' }] },
      ],
    );
    const { text, alerts } = await render(
      <TruckLoads trucks={{ days, withoutTruck: { deliveries: 1, totals: { pallets: 2, looseSqFt: 0, yards: 0, tons: 0 } } }} orders={[{ id: 'a', quote: { id: quoteA } }, { id: 'b', quote: { id: quoteB } }]} />,
    );
    expect(text).toContain('Volteo 1: 1 carga · 13 yd');
    expect(text).toContain('hasta 12.5 yd por carga');
    expect(text).toContain('#0a1b2c3d, #0a1b2c3e');
    expect(text).toContain('1 entrega sin camión: 2 tarimas');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toMatch(/^Volteo 1 pasa su capacidad en el horario 7:30.+10:00.+: 13 yd para 12,5 yd\.$/);
    expect(alerts[1]).toMatch(/^Volteo 1 lleva dos materiales a granel en una carga en el horario .+: Mantillo negro, Tierra\. Envíelos en cargas separadas\.$/);
  });

  it('show nothing on a day without deliveries', async () => {
    expect((await render(<TruckLoads trucks={{ days: [], withoutTruck: { deliveries: 0, totals: { pallets: 0, looseSqFt: 0, yards: 0, tons: 0 } } }} orders={[]} />)).shown).toBe(false);
  });
});
