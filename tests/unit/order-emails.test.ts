// The order e-mail tells the customer their time window on their language's clock (issue 41):
// "12:30–2:30 PM", never "12:30–14:30". The driver's e-mails (issue 46): "on my way" with the
// window, "delivered" with who received it and the photo, "could not deliver" with the reason, the
// call to reschedule and the return-trip fee, each in both languages.
import { afterAll, describe, expect, it } from 'vitest';
import { render } from '@emails/order-status';
import { setEmailBusinessFacts, emailFacts } from '@emails/business-facts';
import { formatTimeWindow } from '@/lib/format';

const scheduled = { quoteId: '0f2a4c6e-1111-4222-8333-444455556666', name: 'Rosa', status: 'SCHEDULED' as const, fulfilment: 'DELIVERY' as const, deliveryDate: '2026-12-08', windowStart: 750, windowEnd: 870, truck: '', reason: null };

describe('order e-mails', () => {
  it('give the scheduled window on the 12-hour clock, in each language as its screens do', async () => {
    const en = await render('en', scheduled);
    expect(en.text).toContain('12:30–2:30 PM');
    const es = await render('es', scheduled);
    expect(es.text).toContain(formatTimeWindow(750, 870, 'es'));
    for (const mail of [en, es]) expect(mail.text).not.toContain('14:30');
  });
});

describe('the driver’s e-mails', () => {
  const facts = emailFacts();
  afterAll(() => setEmailBusinessFacts(facts));
  setEmailBusinessFacts({ ...facts, phone: '9365550177' });

  it('"on my way" gives the time window, in each language', async () => {
    const en = await render('en', { ...scheduled, status: 'OUT_FOR_DELIVERY' });
    expect(en.text).toContain('Expect the truck in your time window: 12:30–2:30 PM.');
    const es = await render('es', { ...scheduled, status: 'OUT_FOR_DELIVERY' });
    expect(es.text).toContain(`Espere el camión en su horario: ${formatTimeWindow(750, 870, 'es')}.`);
  });

  it('"delivered" says who received it and that the photo is attached; left on site says so', async () => {
    const delivered = { ...scheduled, status: 'DELIVERED' as const, delivery: { outcome: 'DELIVERED' as const, photo: { id: '6f1c0c6e-6a8e-4c1e-9f5e-2b8f7a3d9c10', width: 640 }, receivedBy: 'Ana Ruiz', leftOnSite: false } };
    const en = await render('en', delivered);
    expect(en.subject).toBe('Order #0f2a4c6e delivered');
    for (const text of ['Received by Ana Ruiz.', 'A photo of the drop is attached.']) expect(en.text).toContain(text);
    const es = await render('es', { ...delivered, delivery: { ...delivered.delivery, receivedBy: '', leftOnSite: true } });
    for (const text of ['Lo dejamos en el lugar de descarga', 'Adjuntamos una foto de la descarga.']) expect(es.text).toContain(text);
    expect(es.text).not.toContain('Recibió');
  });

  it('"could not deliver" gives the reason, the call to reschedule and the return-trip fee, without the cancellation line', async () => {
    const missed = { ...scheduled, status: 'ACCEPTED' as const, windowStart: null, windowEnd: null, delivery: { outcome: 'NOT_DELIVERED' as const, reason: 'SITE_BLOCKED' as const, feeCents: 10_000 } };
    const en = await render('en', missed);
    expect(en.subject).toBe('We could not deliver order #0f2a4c6e');
    for (const text of ['could not make your delivery today', 'Why: The drop site was blocked', 'A return-trip fee of $100.00 was added', 'We will call you to set a new date; you can also call us at']) expect(en.text).toContain(text);
    expect(en.text).not.toContain('cancel');
    const es = await render('es', { ...missed, delivery: { ...missed.delivery, reason: 'NOBODY_THERE', feeCents: 0 } });
    expect(es.subject).toBe('No pudimos entregar el pedido #0f2a4c6e');
    for (const text of ['Motivo: No había nadie para recibirlo.', 'Le llamaremos para acordar una nueva fecha']) expect(es.text).toContain(text);
    expect(es.text).not.toContain('cargo');
  });
});
