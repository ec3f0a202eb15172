// From order to cash (issue 45), the customer in Spanish on a phone: the owner sets the payment
// rules (10% deposit, sod always; $20.00 a pallet, credited when they come back); a customer is
// told the deposit before accepting a sod order and after; staff record it (typed as people type
// money), schedule, deliver, and credit the pallets from the day view; the customer's account
// shows the payments and the balance. The English texts: crawl.spec.ts and the e-mail tests.
// A back-office spec: the payment rules are one row every order reads, so they are put back after.
import { expect } from '@playwright/test';
import { test, waitForHydration } from './support/hydration';
import { typeInto } from './support/typing';
import { formatCents } from '@/lib/format';
import { deliveryDate, grass, quoteForSpanishCaller } from './support/caller-quote';
import { createAccount, query, signIn } from './support/accounts';
import { emailedLink } from './support/mail';
import { pdfText } from '../support/pdf-text';

const phone = { width: 390, height: 844 };
const desk = { width: 1280, height: 900 };
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
const es = (value: number) => formatCents(value, 'es');

test.afterAll(async () => {
  // The rules every other spec expects: no deposit, $0 a pallet.
  await query(`UPDATE "PaymentSettings" SET "depositMode" = 'NONE', "depositPercent" = 0, "sodAlwaysDeposit" = false, "palletDepositCents" = 0, version = version + 1 WHERE id = 1`);
});

test('a sod order from the deposit to the pallets coming back, the customer in Spanish on a phone', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const date = deliveryDate();
  const customer = await createAccount('CUSTOMER');
  const admin = await createAccount('ADMIN');
  // Two people: the owner at a desk, the customer on a phone (a browser of their own).
  const phoneBrowser = await browser.newContext({ viewport: phone, extraHTTPHeaders: { 'x-forwarded-for': '10.250.45.7' } });
  const mobile = await phoneBrowser.newPage();
  const visit = async (url: string) => {
    await mobile.goto(url);
    await waitForHydration(mobile);
  };

  // 1. The owner's rules, typed in the business settings.
  await page.setViewportSize(desk);
  await page.goto('/admin/business');
  await signIn(page, admin);
  const rules = page.getByRole('region', { name: 'Payments' });
  await rules.getByRole('combobox', { name: 'Deposit at acceptance' }).click();
  await page.getByRole('option', { name: 'A percentage of the total' }).click();
  await typeInto(rules.getByRole('textbox', { name: 'Deposit (%)' }), '10');
  await typeInto(rules.getByRole('textbox', { name: 'Only on orders above ($)' }), '5,000.00');
  await rules.getByRole('checkbox', { name: /Sod always needs the deposit/ }).check();
  await typeInto(rules.getByRole('textbox', { name: 'Deposit per pallet ($)' }), '20.00');
  await rules.getByRole('button', { name: 'Save payment rules' }).click();
  await expect(page.getByText('Payment rules saved.')).toBeVisible();

  // 2. Staff quote two pallets of sod for a caller who reads Spanish.
  await page.goto('/admin/orders/caller-quote');
  const number = await quoteForSpanishCaller(page, customer.email, date);

  // 3. On a phone, the customer reads what accepting asks for: the total is below $5,000 but sod
  // always needs the deposit; two pallets at $20.00 are in what is owed.
  await visit(await emailedLink(customer.email, 'quote-link', /\/enlace-cotizacion\?/));
  const total = cents((await mobile.getByTestId('linked-total').textContent()) ?? '');
  const deposit = Math.floor((total * 10 + 50) / 100);
  const terms = mobile.getByTestId('accept-terms');
  await expect(terms).toContainText(`Al aceptar se paga un depósito de ${es(deposit)}.`);
  await expect(terms).toContainText(`un depósito reembolsable de ${es(4_000)} por 2 tarimas`);
  await expect(terms).toContainText(`Total con el depósito por tarimas: ${es(total + 4_000)}`);
  await expect(terms).toContainText('El saldo se paga en la entrega.');
  await typeInto(mobile.getByRole('textbox', { name: 'Dirección', exact: true }), '1234 Magnolia Blvd');
  await typeInto(mobile.getByRole('textbox', { name: 'Ciudad', exact: true }), 'Magnolia');
  await mobile.getByRole('button', { name: 'Aceptar y programar' }).click();
  await expect(mobile.getByTestId('order-status')).toHaveText('Aceptado');
  await expect(mobile.getByTestId('deposit-due')).toHaveText(`Depósito a pagar ahora: ${es(deposit)}. Programamos su entrega en cuanto lo recibamos.`);
  await expect(mobile.getByTestId('order-balance')).toHaveText(es(total + 4_000));
  expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // 4. Staff record the deposit as it is typed (with a thousands comma when there is one), then schedule.
  await page.goto('/admin/orders');
  await page.getByTestId('column-ACCEPTED').getByRole('link', { name: new RegExp(`#${number}`) }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  const ledger = page.getByTestId('order-ledger');
  await expect(ledger).toContainText(`Deposit still due: ${formatCents(deposit, 'en')}`);
  await typeInto(ledger.getByRole('textbox', { name: 'Amount ($)' }), formatCents(deposit, 'en').replace('$', ''));
  await typeInto(ledger.getByRole('textbox', { name: /^Reference/ }), 'Efectivo en el patio');
  await ledger.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(ledger.getByTestId('ledger-rows')).toContainText('Efectivo en el patio');
  await expect(ledger).not.toContainText('Deposit still due');

  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByRole('combobox', { name: 'Time window', exact: true }).click();
  await page.getByRole('option', { name: '7:30–10:00 AM' }).click();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Scheduled');

  // 5. Out (early, with the reason) and delivered, then the pallets come back: from the day view.
  await page.getByRole('button', { name: 'Out for delivery', exact: true }).click();
  const confirm = page.getByTestId('confirm-move');
  await confirm.getByRole('textbox', { name: 'Why it leaves early' }).pressSequentially('Customer asked for it early');
  await confirm.getByRole('button', { name: 'Yes, out for delivery' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Out for delivery');
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  await page.getByTestId('confirm-move').getByRole('button', { name: 'Yes, delivered' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Delivered');
  await page.goto(`/admin/orders/day?date=${date}`);
  const stop = page.getByTestId('day-view').getByRole('row').filter({ hasText: `#${number}` });
  await expect(stop.getByTestId('stop-balance')).toHaveText(formatCents(total + 4_000 - deposit, 'en'));
  await stop.getByRole('button', { name: 'Payment or pallets' }).click();
  const dialog = page.getByRole('dialog');
  await typeInto(dialog.getByRole('textbox', { name: 'Pallets' }), '2');
  await dialog.getByRole('button', { name: 'Credit pallets' }).click();
  await expect(stop.getByTestId('stop-balance')).toHaveText(formatCents(total - deposit, 'en'));
  await page.keyboard.press('Escape');

  // 6. The customer's account, on the phone: the payments and what is left at delivery.
  await visit(`/en/auth?returnTo=${encodeURIComponent('/es/cuenta')}`);
  await signIn(mobile, customer);
  await mobile.getByRole('link', { name: new RegExp(number) }).click();
  const timeline = mobile.getByTestId('order-timeline');
  await expect(timeline).toContainText(`Pago recibido: ${es(deposit)} (Efectivo)`);
  await expect(timeline).toContainText(`Tarimas devueltas, acreditado: ${es(4_000)}`);
  await expect(mobile.getByTestId('order-balance')).toHaveText(es(total - deposit));
  await expect(mobile.getByTestId('balance-due')).toHaveText(`Saldo de ${es(total - deposit)} a pagar ahora.`);

  // The numbered receipt of the deposit and the invoice of the delivery, as PDFs in Spanish.
  const documents = mobile.getByTestId('order-documents');
  const receipt = documents.getByRole('link', { name: /^Recibo \d{4}-\d{4,} \(PDF\)$/ });
  const invoice = documents.getByRole('link', { name: /^Factura \d{4}-\d{4,} \(PDF\)$/ });
  const pdf = async (link: typeof receipt) => {
    const response = await mobile.request.get((await link.getAttribute('href'))!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    return pdfText(await response.body());
  };
  const receiptText = await pdf(receipt);
  expect(receiptText).toMatch(/^RECIBO$/m);
  expect(receiptText).toContain(`Pago recibido`);
  expect(receiptText).toContain(es(deposit));
  expect(receiptText).toContain('Efectivo');
  const invoiceText = await pdf(invoice);
  expect(invoiceText).toMatch(/^FACTURA$/m);
  expect(invoiceText).toContain(grass.name.es);
  expect(invoiceText).toContain(es(total));
  // A browser signed in as nobody gets nothing.
  const stranger = await browser.newContext();
  expect((await stranger.request.get((await invoice.getAttribute('href'))!)).status()).toBe(401);
  await stranger.close();
  // Both e-mailed in the customer's language (the PDF attached: tests/integration/order-documents.test.ts).
  const mails = await query<{ kind: string; language: string }>(
    `SELECT payload->>'kind' AS kind, language::text AS language FROM "EmailOutbox" WHERE "to" = $1 AND template = 'order-document' ORDER BY "createdAt"`,
    [customer.email],
  );
  expect(mails).toEqual([
    { kind: 'RECEIPT', language: 'es' },
    { kind: 'INVOICE', language: 'es' },
  ]);

  // Each payment row is audited under the staff member who recorded it.
  const audit = await query<{ action: string }>(`SELECT action FROM "AuditLog" WHERE "actorId" = $1 AND "entityType" = 'OrderPayment' ORDER BY "createdAt"`, [admin.id]);
  expect(audit.map((a) => a.action)).toEqual(['order.payment', 'order.pallet-credit']);
  await phoneBrowser.close();
});
