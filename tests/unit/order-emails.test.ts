// The order e-mail tells the customer their time window on their language's clock (issue 41):
// "12:30–2:30 PM", never "12:30–14:30".
import { describe, expect, it } from 'vitest';
import { render } from '@emails/order-status';
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
