// Delivery day (issue 46), as people live it: a Spanish customer on a phone says where to drop
// the load and adds a photo of the spot; staff schedule the delivery with a driver and print the
// ticket, which shows them; on the day the driver, on a 390 px phone in Spanish, sees the stop
// with the drop site and its photo, taps "On my way", loses the signal, marks it delivered with a
// photo and a signature drawn on the screen, closes the page, and once back online the phone
// sends it: the order is delivered once, with its proof on the staff's order page, and the
// customer gets one "delivered" e-mail with the photo. The rules behind each step (who may act,
// replays, out-of-order actions, the queue's order) are proved by the unit and integration tests.
// A back-office spec: it adds a driver account, which the schedule form of other specs would list.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from '@playwright/test';
import { businessClock } from '@/domain/delivery-date';
import { test, waitForHydration } from './support/hydration';
import { typeInto } from './support/typing';
import { deliveryDate, quoteForSpanishCaller } from './support/caller-quote';
import { createAccount, query, signIn } from './support/accounts';
import { emailedLink } from './support/mail';

const phone = { width: 390, height: 844 };
const desk = { width: 1280, height: 900 };
const mailDir = path.resolve(process.env.MAIL_DIR ?? '.data/mail');

/** A photo as a phone takes it: a JPEG of a few hundred kB. */
async function photo(file: string, colour: { r: number; g: number; b: number }) {
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
}

test('a delivery from the drop site the customer describes to the proof the driver sends after losing the signal', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const date = deliveryDate();
  const customer = await createAccount('CUSTOMER');
  const staff = await createAccount('STAFF');
  const driverName = `Luis ${testInfo.testId.slice(0, 6)}`;
  const driver = await createAccount('DRIVER', { name: driverName });

  // 1. Staff quote two pallets of sod for a caller who reads Spanish.
  await page.setViewportSize(desk);
  await page.goto('/admin/orders/caller-quote');
  await signIn(page, staff);
  const number = await quoteForSpanishCaller(page, customer.email, date);

  // 2. On a phone, the customer accepts from the e-mailed link and says where to drop the load:
  // on the front lawn (the waiver, accepted by typing their name), a 48-inch gate, low branches,
  // a note; then adds a photo of the spot.
  const customerPhone = await browser.newContext({ viewport: phone, extraHTTPHeaders: { 'x-forwarded-for': '10.250.46.7' } });
  const mobile = await customerPhone.newPage();
  await mobile.goto(await emailedLink(customer.email, 'quote-link', /\/enlace-cotizacion\?/));
  await waitForHydration(mobile);
  await typeInto(mobile.getByRole('textbox', { name: 'Dirección', exact: true }), '1234 Magnolia Blvd');
  await typeInto(mobile.getByRole('textbox', { name: 'Ciudad', exact: true }), 'Magnolia');
  const site = mobile.getByTestId('drop-site-fields');
  await site.getByRole('radio', { name: 'En el césped del frente' }).check();
  await typeInto(site.getByRole('textbox', { name: /^Portón más angosto/ }), '48');
  await site.getByRole('checkbox', { name: 'Cables o ramas bajas' }).check();
  await typeInto(site.getByRole('textbox', { name: /^Nota para el chofer/ }), 'Bandera roja junto al roble');
  await typeInto(mobile.getByRole('textbox', { name: /^Su nombre completo, para aceptar la exención/ }), 'Rosa Garza');
  await mobile.getByRole('button', { name: 'Aceptar y programar' }).click();
  await expect(mobile.getByTestId('order-status')).toHaveText('Aceptado');
  await mobile.locator('input[type="file"]').setInputFiles(await photo(testInfo.outputPath('spot.jpg'), { r: 70, g: 140, b: 60 }));
  await mobile.getByRole('button', { name: 'Enviar la foto' }).click();
  await expect(mobile.getByText('Foto guardada.')).toBeVisible({ timeout: 60_000 });
  await customerPhone.close();

  // 3. Staff schedule it with the driver; the ticket shows the drop site and its photo.
  await page.goto('/admin/orders');
  await page.getByTestId('column-ACCEPTED').getByRole('link', { name: new RegExp(`#${number}`) }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  const orderPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByRole('combobox', { name: 'Time window', exact: true }).click();
  await page.getByRole('option', { name: '7:30–10:00 AM' }).click();
  await page.getByRole('combobox', { name: 'Driver', exact: true }).click();
  await page.getByRole('option', { name: driverName }).click();
  // The free-text field below says a name typed there does not reach a driver's phone.
  await expect(page.getByRole('textbox', { name: 'Driver or note', exact: true })).toHaveAccessibleDescription('Printed on the ticket. Only the driver chosen in the Driver list sees this delivery on their phone.');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Scheduled');
  await page.goto(`${orderPath}/ticket`);
  await expect(page.getByText('Drop: On the front lawn')).toBeVisible();
  await expect(page.getByText('Gate 48 in wide')).toBeVisible();
  await expect(page.getByText('Note: Bandera roja junto al roble')).toBeVisible();
  await expect(page.getByText(/Off-pavement waiver accepted by Rosa Garza/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of the drop spot' })).toHaveJSProperty('complete', true);
  expect(await page.getByRole('img', { name: 'Photo of the drop spot' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The day comes (the schedule is a week ahead): the load goes out today.
  const today = businessClock(new Date(), 'America/Chicago').date;
  const [order] = await query<{ id: string }>(`UPDATE "Order" SET "deliveryDate" = $1::date WHERE "quoteId" IN (SELECT id FROM "Quote" WHERE id::text LIKE $2) RETURNING id`, [today, `${number}%`]);
  expect(order).toBeDefined();

  // 4. The driver, on a phone in Spanish: the stop with the drop site and its photo.
  const driverPhone = await browser.newContext({ viewport: phone, extraHTTPHeaders: { 'x-forwarded-for': '10.250.46.8' } });
  let road = await driverPhone.newPage();
  await road.goto(`/en/auth?returnTo=${encodeURIComponent('/es/admin/driver')}`);
  await signIn(road, driver);
  await expect(road).toHaveURL(/\/es\/admin\/driver$/);
  await waitForHydration(road);
  const stop = road.getByTestId('driver-stop').filter({ hasText: `#${number}` });
  await expect(stop).toContainText('En el césped del frente');
  await expect(stop).toContainText('Bandera roja junto al roble');
  const spot = stop.getByRole('img', { name: 'Foto del lugar de entrega' });
  await expect(spot).toHaveJSProperty('complete', true);
  expect(await spot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await road.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

  await stop.getByRole('button', { name: 'En camino' }).click();
  await expect(stop.getByTestId('stop-status')).toHaveText('En camino');
  await expect(road.getByTestId('queue-waiting')).toBeHidden();

  // 5. No signal: the delivery is kept on the phone, with its photo and the signature drawn on the screen.
  await driverPhone.setOffline(true);
  await stop.getByRole('button', { name: 'Entregado' }).click();
  const form = road.getByRole('dialog');
  await form.locator('input[type="file"]').setInputFiles(await photo(testInfo.outputPath('drop.jpg'), { r: 120, g: 90, b: 60 }));
  await expect(form.getByRole('img', { name: 'Foto 1 de la descarga' })).toBeVisible();
  await typeInto(form.getByRole('textbox', { name: /^Nombre de quien recibe/ }), 'Rosa Garza');
  const pad = form.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await road.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await road.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.45, 0.7],
    [0.6, 0.35],
    [0.8, 0.6],
  ] as const) {
    await road.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 8 });
  }
  await road.mouse.up();
  await typeInto(form.getByRole('textbox', { name: /^Tarimas devueltas/ }), '1');
  await form.getByRole('button', { name: 'Guardar la entrega' }).click();
  await expect(form).toBeHidden();
  await expect(road.getByTestId('queue-waiting')).toContainText('1 acción pendiente de enviar');
  await expect(stop.getByTestId('stop-waiting')).toBeVisible();
  await expect(stop.getByTestId('stop-status')).toHaveText('Entregado');
  // Nothing reached the office.
  const attempts = () => query<{ n: string }>(`SELECT count(*) AS n FROM "DeliveryAttempt" WHERE "orderId" = $1`, [order!.id]).then((rows) => Number(rows[0]!.n));
  expect(await attempts()).toBe(0);

  // The driver closes the page; the signal comes back; the next time the page opens, the phone sends it.
  await road.close();
  await driverPhone.setOffline(false);
  road = await driverPhone.newPage();
  await road.goto('/es/admin/driver');
  await waitForHydration(road);
  await expect(road.getByTestId('queue-waiting')).toBeHidden({ timeout: 60_000 });
  const sent = road.getByTestId('driver-stop').filter({ hasText: `#${number}` });
  await expect(sent.getByTestId('stop-status')).toHaveText('Entregado');
  await expect(sent.getByTestId('stop-waiting')).toBeHidden();
  await driverPhone.close();

  // 6. Once: one attempt, one delivered e-mail to the customer, in Spanish, with the photo.
  expect(await attempts()).toBe(1);
  const mails = await query<{ id: string; language: string }>(
    `SELECT id, language FROM "EmailOutbox" WHERE "to" = $1 AND template = 'order-status' AND payload->>'status' = 'DELIVERED'`,
    [customer.email],
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.language).toBe('es');
  await expect
    .poll(async () => (await query<{ status: string }>(`SELECT status FROM "EmailOutbox" WHERE id = $1`, [mails[0]!.id]))[0]!.status, { timeout: 30_000 })
    .toBe('SENT');
  const eml = await readFile(path.join(mailDir, (await import('node:fs/promises').then((fs) => fs.readdir(mailDir))).find((name) => name.endsWith(`-${mails[0]!.id}.eml`))!), 'utf8');
  expect(eml).toMatch(/Content-Type: image\/jpeg/i);

  // 7. Staff see the proof on the order page: the photo, the signature, who and the pallet back.
  await page.goto(orderPath);
  await expect(page.getByTestId('admin-order-status')).toHaveText('Delivered');
  const proof = page.getByTestId('delivery-proof');
  await expect(proof).toContainText('Received by Rosa Garza');
  await expect(proof).toContainText('1 pallet returned');
  await expect(proof).toContainText(driverName);
  for (const image of [proof.getByRole('img', { name: 'Photo 1 of the drop' }), proof.getByRole('img', { name: 'Signature of Rosa Garza' })]) {
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});
