// From quote to delivery (issue 22), the customer in Spanish: staff build a quote for a caller; the
// customer opens the e-mailed link (read from the sent e-mail) and accepts it with an address
// and date; staff schedule it, find it on the day view and its ticket, and send it out early
// (confirmed, with the reason); the customer's account
// shows the timeline; every step's e-mail is in the outbox in the customer's language.
import { expect } from '@playwright/test';
import { test } from './support/hydration';
import { typeInto } from './support/typing';
import { deliveryDate, grass, quoteForSpanishCaller } from './support/caller-quote';
import { createAccount, query, signIn, signOutByClearingCookies } from './support/accounts';
import { emailedLink } from './support/mail';

const copy = {
  es: { accept: 'Aceptar y programar', street: 'Dirección', city: 'Ciudad', phone: 'Teléfono', notes: 'Indicaciones para la entrega', accepted: 'Aceptado', scheduled: 'Programado', outForDelivery: 'En camino', ticket: 'Nota de entrega', account: '/es/cuenta', timeline: ['Aceptado', 'Programado', 'En camino'] },
} as const;

// The customer in Spanish (staff's choice of language carried to the link, the page, the ticket and
// every e-mail); the English texts and e-mails: crawl.spec.ts and tests/unit/email-languages.test.ts.
const lang = 'es';
test("a caller's quote to a scheduled delivery, customer in Spanish", async ({ page }) => {
  test.setTimeout(240_000);
  const text = copy[lang];
  const date = deliveryDate();
  const customer = await createAccount('CUSTOMER');
  const staff = await createAccount('STAFF');

  // 1. Staff build the quote for the caller.
  await page.goto('/admin/orders/caller-quote');
  await signIn(page, staff);
  await expect(page).toHaveURL(/\/admin\/orders\/caller-quote$/);
  const number = await quoteForSpanishCaller(page, customer.email, date);

  // 2. The customer opens the e-mailed link and accepts with an address and the date.
  const link = await emailedLink(customer.email, 'quote-link', /\/(quote-link|enlace-cotizacion)\?/);
  expect(link.startsWith('/es/enlace-cotizacion?')).toBe(true);
  await page.goto(link);
  await expect(page.getByTestId('linked-quote')).toContainText(`#${number}`);
  await typeInto(page.getByRole('textbox', { name: text.street, exact: true }), '1234 Magnolia Blvd');
  await typeInto(page.getByRole('textbox', { name: text.city, exact: true }), 'Magnolia');
  // The caller's phone, as staff took it, is already there.
  await expect(page.getByRole('textbox', { name: text.phone, exact: true })).toHaveValue('(936) 555-0199');
  await typeInto(page.getByRole('textbox', { name: text.notes, exact: true }), 'Gate code 4321');
  await page.getByRole('button', { name: text.accept }).click();
  await expect(page.getByTestId('order-status')).toHaveText(text.accepted);

  // 3. Staff schedule it, then find it on the day view and its ticket.
  await page.goto('/admin/orders');
  await page.getByTestId('column-ACCEPTED').getByRole('link', { name: new RegExp(`#${number}`) }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').at(-1)!;
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByRole('combobox', { name: 'Time window', exact: true }).click();
  await page.getByRole('option', { name: '7:30–10:00 AM' }).click();
  // No trucks are kept in a fresh database: no truck to choose, the driver typed as before (issue 46).
  await page.getByRole('textbox', { name: 'Driver or note', exact: true }).fill('Truck 2 / Luis');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Scheduled');

  // Out for delivery asks first, and a week before the date only with the reason it leaves early.
  await page.getByRole('button', { name: 'Out for delivery', exact: true }).click();
  const confirm = page.getByTestId('confirm-move');
  await expect(confirm).toContainText('Mark this order as out for delivery?');
  await expect(confirm.getByRole('alert')).toContainText('It leaves before its date only if you say why');
  const yes = confirm.getByRole('button', { name: 'Yes, out for delivery' });
  await expect(yes).toBeDisabled();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Scheduled');
  await confirm.getByRole('textbox', { name: 'Why it leaves early' }).pressSequentially('Customer asked for it early');
  await yes.click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Out for delivery');
  await expect(page.getByTestId('admin-order-timeline')).toContainText('sent early: Customer asked for it early');

  await page.goto(`/admin/orders/day?date=${date}`);
  const day = page.getByTestId('day-view');
  await expect(day).toContainText(`#${number}`);
  await expect(day).toContainText('1234 Magnolia Blvd, Magnolia, TX 77354');
  await expect(day).toContainText('Gate code 4321');
  await expect(day.getByRole('link', { name: 'Map' }).first()).toHaveAttribute('href', /google\.com\/maps/);

  await page.goto(`/${lang}/admin/orders/${orderId}/ticket`);
  const ticket = page.getByTestId('delivery-ticket');
  await expect(ticket).toContainText(`${text.ticket} #${number}`);
  await expect(ticket).toContainText('7:30–10:00 AM');
  await expect(ticket).toContainText(grass.name[lang]);

  // 4. The customer's account shows the timeline.
  await signOutByClearingCookies(page);
  await page.goto(`/en/auth?returnTo=${encodeURIComponent(text.account)}`);
  await signIn(page, customer);
  await expect(page).toHaveURL(new RegExp(`${text.account}$`));
  await page.getByRole('link', { name: new RegExp(number) }).click();
  const timeline = page.getByTestId('order-timeline');
  for (const step of text.timeline) await expect(timeline).toContainText(step);
  await expect(page.getByTestId('order-status')).toHaveText(text.outForDelivery);

  // 5. Each step's e-mail is in the outbox, in the customer's language.
  const rows = await query<{ template: string; language: string; status: string | null }>(
    `SELECT template, language::text AS language, payload->>'status' AS status FROM "EmailOutbox" WHERE "to" = $1 ORDER BY "createdAt"`,
    [customer.email],
  );
  expect(rows).toEqual([
    { template: 'quote-link', language: lang, status: null },
    { template: 'order-status', language: lang, status: 'ACCEPTED' },
    { template: 'order-status', language: lang, status: 'SCHEDULED' },
    { template: 'order-status', language: lang, status: 'OUT_FOR_DELIVERY' },
  ]);
});

test('caller quote: a chosen unit stays chosen when clicked again, and Remove stays inside its card at every width', async ({ page }) => {
  test.setTimeout(120_000);
  const staff = await createAccount('STAFF');
  await page.goto('/admin/orders/caller-quote');
  await signIn(page, staff);
  await expect(page).toHaveURL(/\/admin\/orders\/caller-quote$/);
  await page.getByRole('combobox', { name: 'Item', exact: true }).click();
  await page.getByRole('option', { name: grass.name.en, exact: true }).click();
  const unit = page.getByRole('combobox', { name: 'Unit', exact: true }).first();
  const chosen = await unit.inputValue();
  expect(chosen).not.toBe('');
  await unit.click();
  await page.getByRole('option', { name: chosen, exact: true }).click();
  await expect(unit).toHaveValue(chosen);

  await page.getByRole('button', { name: 'Add an item' }).click();
  const card = page.locator('.mantine-Paper-root', { has: page.getByTestId('caller-line-0') });
  for (const width of [390, 768, 992, 1024, 1100, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The frame slides its navigation in or out (a short transition): measure once it has settled.
    let cardBox = (await card.boundingBox())!;
    for (let settled = false; !settled; ) {
      await page.waitForTimeout(100);
      const now = (await card.boundingBox())!;
      settled = now.x === cardBox.x && now.width === cardBox.width;
      cardBox = now;
    }
    const removes = await card.getByRole('button', { name: /^Remove: line \d+$/ }).all();
    expect(removes.length, `Remove buttons at ${width} px`).toBeGreaterThan(0);
    for (const remove of removes) {
      const box = (await remove.boundingBox())!;
      expect(box.x + box.width, `Remove at ${width} px`).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(box.x, `Remove at ${width} px`).toBeGreaterThanOrEqual(cardBox.x);
    }
  }
});
