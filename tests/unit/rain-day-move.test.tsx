// @vitest-environment jsdom
// The day view's "Move this day's deliveries" (the rain day, issue 46), in the back office's
// Spanish: a labelled date and reason (rain unless staff say otherwise), the server's refusal of
// the date shown on the date field, a confirmation counting the deliveries and the customers told
// (and who must be called), then the result; what goes to the server.
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { translate } from '@/server/i18n/translate';
import { RainDayMove } from '@/features/admin/orders/RainDayMove';
import { fillInBrowserGaps } from './support/jsdom-mantine';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const stop = (n: number, name: string | null, phone = '9365550100') => ({ id: `0000000${n}-0000-4000-8000-000000000000`, version: n, quoteId: `1a2b3c4${n}-0000-4000-8000-000000000000`, name, phone, email: null, status: 'SCHEDULED', windowStart: null, windowEnd: null });
const PREVIEW = {
  date: '2031-07-01',
  newDate: '2031-07-03',
  orders: [stop(1, 'Ana'), stop(2, 'Luis'), stop(3, 'Rosa Garza', '9365550199')],
  customers: 2,
  withoutEmail: [stop(3, 'Rosa Garza', '9365550199')],
  onTheRoad: [stop(4, 'Pedro')],
  pickups: [],
  newDay: { deliveries: 9, capacity: 8, overbooked: true },
};

const api = vi.hoisted(() => ({ previews: [] as unknown[], moves: [] as unknown[], refusal: null as null | string }));
vi.mock('@/lib/trpc', () => ({
  trpc: {
    useUtils: () => ({ admin: { orders: { invalidate: async () => {} } } }),
    admin: {
      rainDay: {
        preview: {
          useQuery: (input: { newDate: string }, opts: { enabled: boolean }) => {
            if (!opts.enabled) return { isSuccess: false, isError: false, isFetching: false, data: undefined, error: null, refetch: async () => {} };
            api.previews.push(input);
            return api.refusal
              ? { isSuccess: false, isError: true, isFetching: false, data: undefined, error: { message: api.refusal, data: { messageKey: 'orders:rainDay.errors.closed' } }, refetch: async () => {} }
              : { isSuccess: true, isError: false, isFetching: false, data: PREVIEW, error: null, refetch: async () => {} };
          },
        },
        move: {
          useMutation: () => {
            const [data, setData] = useState<unknown>(undefined);
            return {
              data,
              error: null,
              isPending: false,
              reset: () => setData(undefined),
              mutate: (input: unknown) => {
                api.moves.push(input);
                setData({ ...PREVIEW, emailed: 2 });
              },
            };
          },
        },
      },
    },
  },
}));
vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'es' }) }));
vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string>) => translate('es', key.includes(':') ? key : `${ns}:${key}`, values) }),
}));

beforeAll(fillInBrowserGaps);

const es = (key: string, values?: Record<string, string | number>) => translate('es', `orders:${key}`, values);
const buttonNamed = (text: string) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === text);
  if (!button) throw new Error(`no button "${text}"`);
  return button;
};
const byLabel = (text: string) => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === text);
  if (!label) throw new Error(`no label "${text}"`);
  return document.getElementById(label.htmlFor) as HTMLInputElement;
};
/** Types into a React-controlled field as a person would (React listens for the input event). */
const type = (field: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
const click = (element: HTMLElement) => act(async () => element.click());

async function open() {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const render = (movable: boolean) =>
    act(async () =>
      root.render(
        <MantineProvider env="test">
          <RainDayMove date="2031-07-01" movable={movable} />
        </MantineProvider>,
      ),
    );
  await render(true);
  await click(buttonNamed(es('rainDay.button')));
  const close = async () => {
    await act(async () => root.unmount());
    container.remove();
  };
  return Object.assign(close, { render });
}

describe('moving a day’s deliveries', () => {
  it('asks the new date and why (rain by default), confirms how many deliveries and customers, moves the orders it showed, and reports', async () => {
    api.previews = [];
    api.moves = [];
    api.refusal = null;
    const close = await open();
    // The dialog's ✕ is named for screen readers, as its Close button.
    expect(document.querySelector('.mantine-Modal-close')?.getAttribute('aria-label')).toBe(es('rainDay.close'));
    const date = byLabel(es('rainDay.newDate'));
    expect([date.type, date.required]).toEqual(['date', true]);
    const group = document.querySelector('[role="radiogroup"]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toContain(es('rainDay.reason'));
    expect(document.querySelector<HTMLInputElement>('input[type="radio"][value="rain"]')!.checked).toBe(true);
    expect(buttonNamed(es('rainDay.review')).disabled).toBe(true);

    await type(date, '2031-07-03');
    await click(buttonNamed(es('rainDay.review')));
    expect(api.previews).toContainEqual({ date: '2031-07-01', newDate: '2031-07-03' });
    const confirm = document.querySelector('[data-testid="rain-day-confirm"]')!.textContent;
    for (const text of [
      '¿Mover 3 entregas al jueves, 3 de julio de 2031?',
      'Se avisará por correo a 2 clientes, a cada uno en su idioma.',
      '1 cliente no tiene correo: llámelo.',
      'Rosa Garza',
      '1 entrega ya va en camino y se queda como está.',
      'La nueva fecha tendrá entonces 9 entregas para una capacidad de 8 cargas por día.',
    ])
      expect(confirm).toContain(text);

    await click(buttonNamed(es('rainDay.move', { count: 3 })));
    expect(api.moves).toEqual([{ date: '2031-07-01', newDate: '2031-07-03', reason: '', reasonEs: '', orders: PREVIEW.orders.map(({ id, version }) => ({ id, version })) }]);
    const result = document.querySelector('[data-testid="rain-day-result"]')!;
    expect(result.querySelector('[role="status"]')!.textContent).toBe('Se movieron 3 entregas al jueves, 3 de julio de 2031. Van en camino 2 correos a los clientes.');
    expect(result.textContent).toContain(es('rainDay.left'));
    // The day view refreshed: nothing left to move, so no button, but the result stays until closed.
    await close.render(false);
    expect(document.querySelector('[data-testid="rain-day-result"]')).not.toBeNull();
    await click(buttonNamed(es('rainDay.close')));
    expect(document.querySelector('[data-testid="rain-day-result"]')).toBeNull();
    expect([...document.querySelectorAll('button')].some((b) => b.textContent === es('rainDay.button'))).toBe(false);
    await close();
  });

  it('sends staff’s own reason in both languages, and shows the server’s refusal of the date on the date field', async () => {
    api.moves = [];
    api.refusal = es('rainDay.errors.closed');
    const close = await open();
    await type(byLabel(es('rainDay.newDate')), '2031-07-06');
    await click(document.querySelector<HTMLInputElement>('input[type="radio"][value="other"]')!);
    const [reason, reasonEs] = [byLabel(es('rainDay.reasonText')), byLabel(es('rainDay.reasonTextEs'))];
    expect([reason.required, reasonEs.required]).toEqual([true, true]);
    expect(buttonNamed(es('rainDay.review')).disabled).toBe(true);
    // One language is not enough: the other language's customers would read it as typed.
    await type(reason, 'Flooded road');
    expect(buttonNamed(es('rainDay.review')).disabled).toBe(true);
    await type(reasonEs, 'Camino inundado');
    // Closed and opened again, it starts over in both languages (a Spanish reason left from an
    // abandoned move went out beside a new English one).
    await click(buttonNamed(es('rainDay.close')));
    await click(buttonNamed(es('rainDay.button')));
    await type(byLabel(es('rainDay.newDate')), '2031-07-06');
    await click(document.querySelector<HTMLInputElement>('input[type="radio"][value="other"]')!);
    expect([byLabel(es('rainDay.reasonText')).value, byLabel(es('rainDay.reasonTextEs')).value]).toEqual(['', '']);
    await type(byLabel(es('rainDay.reasonText')), 'Flooded road');
    await type(byLabel(es('rainDay.reasonTextEs')), 'Camino inundado');
    await click(buttonNamed(es('rainDay.review')));
    const date = byLabel(es('rainDay.newDate'));
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(date.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('error'))!)?.textContent).toBe(es('rainDay.errors.closed'));

    api.refusal = null;
    await type(date, '2031-07-03');
    await click(buttonNamed(es('rainDay.review')));
    await click(buttonNamed(es('rainDay.move', { count: 3 })));
    expect(api.moves).toMatchObject([{ newDate: '2031-07-03', reason: 'Flooded road', reasonEs: 'Camino inundado' }]);
    await close();
  });
});
