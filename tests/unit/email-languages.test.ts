// Every e-mail template in both languages (issue 44): the end-to-end journeys run in one language
// each, so the other language's e-mails are proved here. Each template renders in English and in
// Spanish with its own subject and text, marked with its language, with no placeholder or
// translation key left; the texts the customer journeys read are there in both languages.
import { describe, expect, it } from 'vitest';
import { emailSamples } from '@emails/samples';
import { renderTemplate } from '@emails/templates';
import type { TemplatePayloads } from '@emails/registry';

const SITE = 'https://www.example.org';
const samples = emailSamples(SITE, '2026-12-01T15:00:00.000Z');
const ORDER_STATES = ['ACCEPTED', 'SCHEDULED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'] as const;

/** Every sample, with the order e-mail in each state a customer hears of. */
const cases: [string, unknown][] = [
  ...Object.entries(samples).filter(([name]) => name !== 'order-status'),
  ...ORDER_STATES.map((status): [string, TemplatePayloads['order-status']] => [`order-status`, { ...samples['order-status']!, status }]),
  // A move staff gave a reason for, of an order without a window yet, too late to cancel online.
  ['order-moved', { ...samples['order-moved']!, reason: 'Truck broke down', windowStart: null, windowEnd: null, cancelUntil: null }],
  // Accepted with a deposit due before the delivery is scheduled.
  ['order-status', { ...samples['order-status']!, status: 'ACCEPTED', depositDueCents: 36_507 }],
  // The driver's reports (issue 46): delivered with its photo, and a delivery that could not be made.
  ['order-status', { ...samples['order-status']!, status: 'DELIVERED', delivery: { outcome: 'DELIVERED', photo: { id: '3f1c0c6e-6a8e-4c1e-9f5e-2b8f7a3d9c10', width: 640 }, receivedBy: 'Ana Ruiz', leftOnSite: false } }],
  ['order-status', { ...samples['order-status']!, status: 'ACCEPTED', delivery: { outcome: 'NOT_DELIVERED', reason: 'REFUSED', feeCents: 10_000 } }],
  // A refund's receipt and an invoice besides the sample's payment receipt.
  ['order-document', { ...samples['order-document']!, entry: { kind: 'REFUND', amountCents: 2_000 }, paidCents: 186_721, balanceCents: -2_000 }],
  ['order-document', { ...samples['order-document']!, kind: 'INVOICE', entry: null, paidCents: 182_721, balanceCents: 0, hasAccount: false }],
];

/** What a text left untranslated looks like: a placeholder, "undefined", or a dotted key ("email.subject"). */
const LEFT_OVER = /\{\{|\bundefined\b|\bnull\b|(?<![\w@./:-])[a-z]+[A-Z]?\w*\.[a-z]\w*\.[a-z]\w*(?![\w@/-])/;

describe('every e-mail template in both languages', () => {
  it('has a sample for every template', () => {
    expect(Object.keys(samples).sort()).toEqual(
      [
        'account-confirmation',
        'email-change',
        'email-change-requested',
        'lead-confirmation',
        'lead-notification',
        'membership-confirmation',
        'membership-decision',
        'membership-notification',
        'order-document',
        'order-moved',
        'order-status',
        'password-dropped',
        'password-reset',
        'quote-link',
        'quote-notification',
        'quote-saved',
        'sign-in-changed',
        'sign-in-link',
      ].sort(),
    );
  });

  it.each(cases.map(([name, payload]) => [name, (payload as { status?: string }).status ?? '', payload] as const))('%s %s: its own subject and text in English and Spanish', async (name, _state, payload) => {
    const en = await renderTemplate(name, 'en', payload);
    const es = await renderTemplate(name, 'es', payload);
    for (const [lang, email] of [
      ['en', en],
      ['es', es],
    ] as const) {
      expect(email.html, lang).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      expect(email.subject.length, lang).toBeGreaterThan(5);
      expect(email.subject, lang).not.toMatch(LEFT_OVER);
      expect(email.text, lang).not.toMatch(LEFT_OVER);
    }
    expect(es.subject).not.toBe(en.subject);
    expect(es.text).not.toBe(en.text);
  });

  it('order e-mails: each state its own subject, in each language', async () => {
    for (const lang of ['en', 'es'] as const) {
      const subjects = await Promise.all(ORDER_STATES.map(async (status) => (await renderTemplate('order-status', lang, { ...samples['order-status']!, status })).subject));
      expect(new Set(subjects).size, lang).toBe(ORDER_STATES.length);
    }
    expect((await renderTemplate('order-status', 'en', { ...samples['order-status']!, status: 'OUT_FOR_DELIVERY' })).subject).toBe('Order #3f1c0c6e is on its way');
    expect((await renderTemplate('order-status', 'es', { ...samples['order-status']!, status: 'OUT_FOR_DELIVERY' })).subject).toBe('El pedido #3f1c0c6e va en camino');
  });

  it('a saved quote writes a quantity of sod by the square foot with its thousands separator', async () => {
    const sample = samples['quote-saved']!;
    const payload = { ...sample, lines: [{ productName: 'Zoysia Emerald', quantity: 1500, unit: 'SQ_FT', unitPriceCents: 82, lineTotalCents: 123_000 }] };
    expect((await renderTemplate('quote-saved', 'en', payload)).text).toMatch(/1,500 sq\.? ?ft/);
    expect((await renderTemplate('quote-saved', 'es', payload)).text).toContain('1,500 ');
  });

  it('the member pricing approval says to create the account with the same e-mail, linking to sign-up in its language', async () => {
    const payload = { ...samples['membership-decision']!, hasAccount: false };
    const en = await renderTemplate('membership-decision', 'en', payload);
    expect(en.html).toContain('Good news: your member pricing application is approved.');
    expect(en.html).toContain('Create your account with this same e-mail');
    expect(en.html).toContain('10%');
    expect(en.text).toContain('/en/auth?returnTo=%2Fen%2Fquote');
    const es = await renderTemplate('membership-decision', 'es', payload);
    expect(es.html).toContain('Buenas noticias: aprobamos su solicitud de precios para miembros.');
    expect(es.html).toContain('Cree su cuenta con este mismo correo');
    expect(es.html).toContain('10%');
    expect(es.text).toContain('/es/auth?returnTo=%2Fes%2Fcotizar');
  });

  it('a receipt and an invoice: the number, the amount, the order and the balance', async () => {
    const receipt = samples['order-document']!;
    const en = await renderTemplate('order-document', 'en', receipt);
    expect(en.subject).toBe('Receipt 2026-0001 from Magnolia Sod & Stone');
    // Every figure that makes the balance, so they add up: $1,787.21 + $60.00 − $20.00 − $500.00 = $1,327.21.
    for (const text of ['we received your payment of $500.00 for order #3f1c0c6e', 'Your receipt 2026-0001 is attached', 'Order total: $1,787.21', 'Pallet deposit (refundable): $60.00', 'Pallets returned: -$20.00', 'Paid: -$500.00', 'Balance due: $1,327.21'])
      expect(en.text).toContain(text);
    const es = await renderTemplate('order-document', 'es', { ...receipt, kind: 'INVOICE', entry: null, paidCents: 182_721, balanceCents: 0 });
    expect(es.subject).toBe('Factura 2026-0001 de Magnolia Sod & Stone');
    for (const text of ['Su pedido #3f1c0c6e fue entregado', 'Adjuntamos su factura 2026-0001 en PDF.', 'Total del pedido: $1,787.21', 'Depósito por tarimas (reembolsable): $60.00', 'Pagado: -$1,827.21', 'pagado en su totalidad']) expect(es.text).toContain(text);
    // Cancelled after a missed delivery: only the return-trip fee is owed, and what was paid above it is owed back.
    const cancelled = await renderTemplate('order-document', 'en', { ...receipt, entry: { kind: 'REFUND', amountCents: 40_000 }, owedCents: 10_000, palletDepositCents: 0, creditedCents: 0, returnTripFeeCents: 10_000, paidCents: 10_000, balanceCents: 0 });
    expect(cancelled.text).not.toContain('Order total');
    expect(cancelled.text).toContain('Return-trip fee: $100.00');
  });

  it('a rain day’s move: the old and new date, the window kept, why, until when to cancel online, and the link', async () => {
    const moved = samples['order-moved']!;
    const en = await renderTemplate('order-moved', 'en', moved);
    expect(en.subject).toBe('Order #3f1c0c6e: your delivery moves to December 3, 2026');
    for (const text of [
      'Because of the rain, we moved your delivery from December 1, 2026 to December 3, 2026.',
      'Your time window stays the same: 8:00 AM–12:00 PM.',
      'you can cancel online until Dec 2, 2026, 9:00 AM',
      'View your order',
      `${SITE}/en/account`,
    ])
      expect(en.text).toContain(text);
    const es = await renderTemplate('order-moved', 'es', { ...moved, reason: 'Se descompuso el camión', cancelUntil: null });
    expect(es.subject).toBe('Pedido #3f1c0c6e: su entrega pasa al 3 de diciembre de 2026');
    for (const text of ['Cambiamos su entrega del 1 de diciembre de 2026 al 3 de diciembre de 2026.', 'Motivo: Se descompuso el camión', 'ya no se puede cancelar en línea', 'Ver su pedido']) expect(es.text).toContain(text);
    expect(es.text).not.toContain('lluvia');
  });

  it('the saved quote’s copy: its number, its link and how long its prices hold', async () => {
    const en = await renderTemplate('quote-saved', 'en', samples['quote-saved']!);
    for (const text of ['Your quote #3f1c0c6e', 'View your quote', 'Prices held until']) expect(en.html).toContain(text);
    const es = await renderTemplate('quote-saved', 'es', samples['quote-saved']!);
    for (const text of ['Su cotización #3f1c0c6e', 'Ver su cotización', 'mantenemos estos precios']) expect(es.html).toContain(text);
  });
});
