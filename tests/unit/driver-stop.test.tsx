// @vitest-environment jsdom
// The driver's phone view (issue 46), in Spanish: a stop's card shows when, who, where (map link,
// a tel: button), the items and load, the drop site, what to collect and only the moves its shown
// state allows; the "Delivered" form refuses to save without a photo, a name and a signature (or
// "left on site"), and saves what the driver gave.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../support/mantine-render';
import { translate } from '@/server/i18n/translate';
import { StopCard } from '@/features/driver/StopCard';
import { DeliveredForm, type DeliveredInput } from '@/features/driver/DeliveredForm';
import { NotDeliveredForm, type NotDeliveredInput } from '@/features/driver/NotDeliveredForm';
import type { DriverStop } from '@/server/services/driver/day';

vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, string>) => translate('es', key.includes(':') ? key : `${ns}:${key}`, values) }),
}));
vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'es' }) }));
// jsdom draws nothing: a pad that says whether it was "signed".
const pad = vi.hoisted(() => ({ empty: true }));
vi.mock('signature_pad', () => ({
  default: class {
    isEmpty = () => pad.empty;
    toData = () => [];
    fromData() {}
    clear() {}
    off() {}
    addEventListener() {}
    removeEventListener() {}
  },
}));

beforeAll(() => {
  stubMatchMedia();
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
  // jsdom has no canvas to draw on (the pad is faked above).
  HTMLCanvasElement.prototype.getContext = () => null;
  // Mantine's autosizing textarea listens for fonts loading.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

let mounted: { root: Root; container: HTMLElement } | null = null;
async function mount(element: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<MantineProvider>{element}</MantineProvider>));
  mounted = { root, container };
  return container;
}
afterEach(async () => {
  if (mounted) await act(async () => mounted!.root.unmount());
  mounted?.container.remove();
  mounted = null;
});

const stop: DriverStop = {
  returned: false,
  orderId: 'o1',
  number: '0a1b2c3d',
  status: 'SCHEDULED',
  version: 2,
  windowStart: 450,
  windowEnd: 600,
  customerName: 'Ana Ruiz',
  phone: '9365550100',
  street: '1 Main St',
  city: 'Magnolia',
  zip: '77354',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Magnolia%2C%20TX%2077354',
  fulfilment: 'DELIVERY',
  installation: false,
  lines: [{ productName: 'San Agustín', quantity: 3, unit: 'PALLET' }],
  loads: { pallets: 3, looseSqFt: 0, yards: 0, tons: 0 },
  siteNotes: 'Perro en el patio',
  dropLocation: 'DRIVEWAY_LEFT',
  dropGround: 'PAVED',
  dropNote: '',
  gateWidthInches: null,
  overheadObstacles: true,
  softGround: false,
  waiverName: null,
  waiverAcceptedAt: null,
  dropPhotoId: null,
  dropPhotoWidths: [],
  balanceCents: 31_500,
  depositOutstandingCents: 2_750,
  palletCreditCents: 0,
  palletCreditLeftCents: 0,
  pallets: 3,
  attempts: [],
};

/** The card's day is today, on the business's calendar. */
const today = { date: '2031-07-04', today: '2031-07-04' };

const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')].map((b) => b.textContent);

describe("a stop's card", () => {
  it('writes large quantities with their thousands separator, on the items and the load', async () => {
    const sod = { ...stop, lines: [{ productName: 'Zoysia Emerald', quantity: 1500, unit: 'SQ_FT' as const }], loads: { pallets: 0, looseSqFt: 1500, yards: 0, tons: 0 } };
    const text = (await mount(<StopCard stop={sod} {...today} shown="SCHEDULED" waiting={0} onAction={() => undefined} />)).textContent ?? '';
    expect(text).toMatch(/1,500 pies cuadrados · Zoysia Emerald/);
    expect(text).toContain('1,500 pies² sueltos');
  });

  it('shows the window, customer, address with its map link, a tel: button, items, load, drop site and the balance to collect', async () => {
    const card = await mount(<StopCard stop={stop} {...today} shown="SCHEDULED" waiting={0} onAction={() => undefined} />);
    const text = card.textContent ?? '';
    expect(card.querySelector('h3')?.textContent).toMatch(/^7:30.+10:00.+ · Ana Ruiz$/);
    expect(text).toContain('Pedido #0a1b2c3d');
    expect(text).toContain('1 Main St, Magnolia, TX 77354');
    expect(card.querySelector('a[target="_blank"]')?.getAttribute('href')).toBe(stop.mapUrl);
    const call = card.querySelector('a[href^="tel:"]');
    expect([call?.getAttribute('href'), call?.textContent]).toEqual(['tel:+19365550100', 'Llamar al 9365550100']);
    expect(text).toContain('3 tarimas · San Agustín');
    expect(text).toContain('Carga: 3 tarimas');
    expect(text).toContain('Notas del sitio: Perro en el patio');
    expect(card.querySelector('[data-testid="drop-site"]')).not.toBeNull();
    expect(card.querySelector('[data-testid="stop-balance"]')?.textContent).toMatch(/^Cobrar \$315\.00El depósito de \$27\.50 aún no está pagado\.$/);
    expect(card.querySelector('[data-testid="stop-status"]')?.textContent).toBe('Programado');
    expect(buttons(card)).toEqual(['En camino', 'No se pudo entregar']);
  });

  it("offers the moves of the state shown (the server's plus what waits on the phone) and says it is waiting to send", async () => {
    const actions: string[] = [];
    const card = await mount(<StopCard stop={stop} {...today} shown="OUT_FOR_DELIVERY" waiting={1} onAction={(kind) => actions.push(kind)} />);
    expect(card.querySelector('[data-testid="stop-waiting"]')?.textContent).toBe('Pendiente de enviar');
    expect(buttons(card)).toEqual(['Entregado', 'No se pudo entregar']);
    await act(async () => card.querySelector('button')!.click());
    expect(actions).toEqual(['delivered']);
  });

  it('offers "On my way" and "Could not deliver" only from the delivery’s day, and says so', async () => {
    const card = await mount(<StopCard stop={stop} date="2031-07-05" today="2031-07-04" shown="SCHEDULED" waiting={0} onAction={() => undefined} />);
    expect(buttons(card)).toEqual([]);
    expect(card.textContent).toMatch(/“En camino” y “No se pudo entregar” se podrán usar el sábado, 5 de julio de 2031, el día de la entrega\./);
  });

  it('offers nothing once delivered, and says there is nothing to collect when it is paid', async () => {
    const card = await mount(<StopCard stop={{ ...stop, balanceCents: 0, depositOutstandingCents: 0 }} {...today} shown="DELIVERED" waiting={0} onAction={() => undefined} />);
    expect(buttons(card)).toEqual([]);
    expect(card.querySelector('[data-testid="stop-balance"]')?.textContent).toBe('Nada que cobrar: está pagado.');
  });
});

describe('the "Delivered" form', () => {
  const photo = new File(['jpeg'], 'descarga.jpg', { type: 'image/jpeg' });
  const choose = async (form: HTMLElement, files: File[]) => {
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  };
  /** The field its label names (as a person finds it). */
  const field = (form: HTMLElement, label: string) => {
    const found = [...form.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '') === label);
    return document.getElementById(found!.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
  };
  const type = async (input: HTMLInputElement | HTMLTextAreaElement, value: string) => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
    await act(async () => {
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
  const submit = (form: HTMLElement) => act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  const errors = (form: HTMLElement) => [...form.querySelectorAll('.mantine-InputWrapper-error')].map((e) => e.textContent);

  it('asks for a photo, the receiver’s name and a signature before saving, in Spanish', async () => {
    const saved: DeliveredInput[] = [];
    pad.empty = true;
    const form = await mount(<DeliveredForm pallets={3} money={{ balanceCents: 0, palletCreditCents: 0, palletCreditLeftCents: 0 }} onSave={async (input) => void saved.push(input)} onCancel={() => undefined} />);
    const file = form.querySelector('input[type="file"]')!;
    expect([file.getAttribute('capture'), file.hasAttribute('multiple'), file.getAttribute('accept')]).toEqual(['environment', true, 'image/*']);
    await submit(form);
    expect(errors(form)).toEqual([
      'Tome al menos una foto de la descarga.',
      'Escriba el nombre de quien firmó.',
    ]);
    // Focus goes to the first field in error, so it is read out and in sight.
    expect(document.activeElement).toBe(file);
    await choose(form, [photo]);
    expect(form.querySelector('img')?.getAttribute('alt')).toBe('Foto 1 de la descarga');
    // The photo answers its message at once: no "take at least one photo" under the photo taken.
    expect(errors(form)).toEqual(['Escriba el nombre de quien firmó.']);
    await type(field(form, 'Nombre de quien recibe'), 'José Pérez');
    await submit(form);
    expect(errors(form)).toEqual(['Pida la firma de quien recibe, o marque que se dejó en el sitio.']);
    expect(document.activeElement).toBe(form.querySelector('[data-testid="signature-pad"]'));
    expect(saved).toEqual([]);
  });

  it('saves "left on site" with its photos, the pallets returned and the note, without a signature', async () => {
    const saved: DeliveredInput[] = [];
    const form = await mount(<DeliveredForm pallets={3} money={{ balanceCents: 0, palletCreditCents: 0, palletCreditLeftCents: 0 }} onSave={async (input) => void saved.push(input)} onCancel={() => undefined} />);
    await choose(form, [photo]);
    await act(async () => form.querySelector<HTMLInputElement>('input[value="leftOnSite"]')!.click());
    expect(form.querySelector('[data-testid="signature-pad"]')).toBeNull();
    await type(field(form, 'Tarimas devueltas'), '2');
    await type(field(form, 'Nota para la oficina'), ' Junto al portón ');
    await submit(form);
    expect(errors(form)).toEqual([]);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.signature).toBeNull();
    expect(saved[0]!.photos).toHaveLength(1);
    expect(saved[0]!.details).toEqual({ leftOnSite: true, palletsReturned: 2, note: 'Junto al portón' });
  });

  it('records a check taken at the door: the amount starts at what to collect, a typed amount is read in the driver’s language', async () => {
    const saved: DeliveredInput[] = [];
    const form = await mount(<DeliveredForm pallets={0} money={{ balanceCents: 47_962, palletCreditCents: 0, palletCreditLeftCents: 0 }} onSave={async (input) => void saved.push(input)} onCancel={() => undefined} />);
    expect(form.textContent).toContain('¿Le pagaron en la entrega? ($479.62 por cobrar)');
    await choose(form, [photo]);
    await act(async () => form.querySelector<HTMLInputElement>('input[value="leftOnSite"]')!.click());
    await act(async () => form.querySelector<HTMLInputElement>('input[value="CHECK"]')!.click());
    expect(field(form, 'Monto recibido').value).toBe('479.62');
    await type(field(form, 'Monto recibido'), 'cuatrocientos');
    await submit(form);
    expect(errors(form)).toEqual([translate('es', 'orders:payments.validation.amount')]);
    expect(document.activeElement).toBe(field(form, 'Monto recibido'));
    await type(field(form, 'Monto recibido'), '400');
    await type(field(form, 'Número de cheque'), '1042');
    await submit(form);
    expect(saved.map((s) => s.details.collected)).toEqual([{ amountCents: 40_000, method: 'CHECK', reference: '1042' }]);
  });

  it('takes the pallets returned now off what is left to collect, and refuses more than that (a typo would be receipted)', async () => {
    const saved: DeliveredInput[] = [];
    // $479.62 to collect, of which $40.00 is the deposit of 2 pallets at $20.00.
    const form = await mount(<DeliveredForm pallets={2} money={{ balanceCents: 47_962, palletCreditCents: 2_000, palletCreditLeftCents: 4_000 }} onSave={async (input) => void saved.push(input)} onCancel={() => undefined} />);
    await choose(form, [photo]);
    await act(async () => form.querySelector<HTMLInputElement>('input[value="leftOnSite"]')!.click());
    // Cash chosen first, the pallets typed after: the amount follows what is left to collect.
    await act(async () => form.querySelector<HTMLInputElement>('input[value="CASH"]')!.click());
    expect(field(form, 'Monto recibido').value).toBe('479.62');
    await type(field(form, 'Tarimas devueltas'), '2');
    expect(form.textContent).toContain('($439.62 por cobrar)');
    expect(field(form, 'Monto recibido').value).toBe('439.62');
    await type(field(form, 'Monto recibido'), '4396.2');
    await submit(form);
    expect(errors(form)).toEqual(['Es más de lo que queda por cobrar ($439.62): revise el monto.']);
    await type(field(form, 'Monto recibido'), '439.62');
    await submit(form);
    expect(saved.map((s) => [s.details.palletsReturned, s.details.collected])).toEqual([[2, { amountCents: 43_962, method: 'CASH' }]]);
  });

  it('asks nothing about payment when there is nothing to collect', async () => {
    const form = await mount(<DeliveredForm pallets={0} money={{ balanceCents: 0, palletCreditCents: 0, palletCreditLeftCents: 0 }} onSave={async () => undefined} onCancel={() => undefined} />);
    expect(form.querySelector('input[value="CASH"]')).toBeNull();
  });

  it('could not deliver: says the return-trip fee before saving, and takes photos of the site with the reason', async () => {
    const saved: NotDeliveredInput[] = [];
    const form = await mount(<NotDeliveredForm feeCents={10_000} onSave={async (input) => void saved.push(input)} onCancel={() => undefined} />);
    expect(form.querySelector('[data-testid="return-trip-fee"]')?.textContent).toBe('Al cliente se le cobrará el cargo por viaje de regreso de $100.00.');
    await submit(form);
    expect(saved).toEqual([]);
    await choose(form, [photo]);
    await act(async () => form.querySelector<HTMLInputElement>('input[value="SITE_BLOCKED"]')!.click());
    await submit(form);
    expect(saved.map((s) => [s.details.reason, s.photos.length])).toEqual([['SITE_BLOCKED', 1]]);
  });

  it('refuses more pallets back than the order has', async () => {
    const form = await mount(<DeliveredForm pallets={3} money={{ balanceCents: 0, palletCreditCents: 0, palletCreditLeftCents: 0 }} onSave={async () => undefined} onCancel={() => undefined} />);
    await type(field(form, 'Tarimas devueltas'), '4');
    await submit(form);
    expect(errors(form)).toContain('Este pedido tiene 3 tarimas: regresaron menos.');
  });
});
