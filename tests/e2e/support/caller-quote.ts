// Staff quoting two pallets of sod for a caller who reads Spanish, as the back office's caller
// quote form is filled (orders.spec.ts, payments.admin.spec.ts), and an open delivery day a week
// after the earliest offered (well inside the cancellation rule).
import { expect, type Page } from '@playwright/test';
import { products } from '@/content/catalogue';
import { addDays, earliestDeliveryDate, hoursOn, type Schedule } from '@/domain/delivery-date';
import { typeInto } from './typing';

export const grass = products.find((p) => p.category === 'grass' && p.listPriceCents !== null)!;

const schedule: Schedule = {
  hours: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:30', closes: '16:30' },
    { days: ['Sa'], opens: '08:00', closes: '12:30' },
  ],
  closedDates: ['2026-11-26', '2026-12-25', '2027-01-01'],
};

export function deliveryDate(): string {
  let date = addDays(earliestDeliveryDate(new Date(), 48, schedule), 7);
  while (!hoursOn(date, schedule)) date = addDays(date, 1);
  return date;
}

/** On /admin/orders/caller-quote, signed in as staff: saves and e-mails the quote; answers its number. */
export async function quoteForSpanishCaller(page: Page, email: string, date: string): Promise<string> {
  await typeInto(page.getByRole('textbox', { name: 'Name', exact: true }), 'Rosa Garza');
  await typeInto(page.getByRole('textbox', { name: 'Phone', exact: true }), '(936) 555-0199');
  await typeInto(page.getByRole('textbox', { name: 'E-mail (optional)', exact: true }), email);
  await page.getByRole('radio', { name: 'Español' }).check();
  await typeInto(page.getByRole('textbox', { name: 'ZIP code', exact: true }), '77354');
  await page.getByLabel('Delivery date').fill(date);
  await page.getByRole('combobox', { name: 'Item', exact: true }).click();
  await page.getByRole('option', { name: grass.name.en, exact: true }).click();
  await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2');
  // The earliest date for what is on the quote is said beside the date, for staff to offer it.
  await expect(page.getByText(/^Earliest for these items: \w+day, \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save and send' }).click();
  const sent = page.getByTestId('caller-quote-sent');
  await expect(sent).toContainText('e-mailed to the customer');
  return /#([0-9a-f]{8})/.exec((await sent.textContent()) ?? '')![1]!;
}
