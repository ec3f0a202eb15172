// @vitest-environment jsdom
// Proof of delivery on the staff's order page (issue 46), in Spanish: each attempt under its own
// heading with the outcome and reason, the driver, both times on Chicago's clock, the receiver or
// "left on site", pallets (plural forms), the note, the fee, the map link or "not shared", and the
// signature and photos as private images with their alternative text.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '@/server/i18n/translate';
import { DeliveryProofs, type DeliveryProofShown } from '@/features/admin/orders/DeliveryProofs';
import { renderOnce, stubMatchMedia } from '../support/mantine-render';

vi.mock('next-i18next/pages', () => ({
  useTranslation: (ns = 'common') => ({ t: (key: string, values?: Record<string, unknown>) => translate('es', key.includes(':') ? key : `${ns}:${key}`, values as Record<string, string>) }),
}));
vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'es' }) }));

beforeAll(stubMatchMedia);

const base = { driver: { name: 'Luis Ortega' }, receivedBy: '', leftOnSite: false, palletsReturned: 0, note: '', feeCents: 0, location: null, photos: [], signatureUrl: null, reason: null };
const proofs: DeliveryProofShown[] = [
  { ...base, id: 'a1', outcome: 'NOT_DELIVERED', reason: 'NOBODY_THERE', happenedAt: new Date('2030-06-03T14:05:00Z'), createdAt: new Date('2030-06-03T16:00:00Z'), feeCents: 10_000, note: 'Portón cerrado' },
  {
    ...base,
    id: 'a2',
    outcome: 'DELIVERED',
    happenedAt: new Date('2030-06-10T15:30:00Z'),
    createdAt: new Date('2030-06-10T15:31:00Z'),
    receivedBy: 'Ana Pérez',
    palletsReturned: 2,
    location: { latitude: 30.2094, longitude: -95.7508 },
    signatureUrl: '/api/delivery-proofs/s1/signature.png',
    photos: [{ id: 'p1', widths: [160, 320, 640, 1280], url: '/api/delivery-proofs/p1/1280.webp' }],
    collected: { amountCents: 43_962, method: 'CHECK', reference: '1042', recorded: true },
  },
  { ...base, id: 'a3', outcome: 'DELIVERED', leftOnSite: true, palletsReturned: 1, happenedAt: new Date('2030-06-11T15:30:00Z'), createdAt: new Date('2030-06-11T15:30:00Z'), collected: { amountCents: 5_000, method: 'CASH', reference: '', recorded: false } },
];

describe('DeliveryProofs', () => {
  it('shows each attempt with its proof, in the staff member’s language', async () => {
    const read = await renderOnce(<DeliveryProofs proofs={proofs} />, (c) => ({
      headings: [...c.querySelectorAll('h3')].map((h) => h.textContent),
      sections: [...c.querySelectorAll('section')].map((s) => s.textContent ?? ''),
      images: [...c.querySelectorAll('img')].map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
      links: [...c.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    }));
    expect(read.headings).toEqual(['Intento 1', 'Intento 2', 'Intento 3']);
    const [failed, delivered, left] = read.sections as [string, string, string];
    expect(failed).toContain('No se pudo entregar');
    expect(failed).toContain('no había nadie');
    expect(failed).toContain('Chofer: Luis Ortega');
    // 14:05 UTC is 9:05 in Chicago (daylight time), whatever the browser's zone.
    expect(failed).toMatch(/9:05/);
    expect(failed).toMatch(/11:00/);
    expect(failed).toContain('Nota del chofer: Portón cerrado');
    expect(failed).toMatch(/Cargo por viaje de regreso cobrado: \$?100/);
    expect(failed).toContain('Ubicación no compartida');
    expect(delivered).toContain('Recibió Ana Pérez');
    expect(delivered).toContain('2 tarimas devueltas');
    expect(left).toContain('Se dejó en el lugar: nadie firmó');
    expect(left).toContain('1 tarima devuelta');
    // Money taken at the door: recorded, or said plainly when it was not (above the balance then).
    expect(delivered).toContain('Cobrado en la entrega: $439.62 (Cheque 1042), registrado en los pagos.');
    expect(left).toContain('Cobrado en la entrega: $50.00 (Efectivo), NO registrado');
    expect(read.images).toEqual([
      ['Firma de Ana Pérez', '/api/delivery-proofs/s1/signature.png'],
      ['Foto 1 de la descarga', '/api/delivery-proofs/p1/320.webp'],
    ]);
    expect(read.links).toContain('https://www.google.com/maps/search/?api=1&query=30.2094,-95.7508');
    expect(read.links).toContain('/api/delivery-proofs/p1/1280.webp');
  });

  it('is left out when the phone sent nothing', async () => {
    expect(await renderOnce(<DeliveryProofs proofs={[]} />, (c) => c.querySelector('[data-testid="delivery-proofs"]'))).toBeNull();
  });
});
