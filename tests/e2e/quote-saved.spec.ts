// Issue 25, after a quote is saved: a signed-in customer is not asked to sign in, saves a quote
// and is offered "start a new quote" and a link to the saved one; the quote has its own address
// (Back returns to the list); "My quotes" fits a 390 px phone with its actions; the customer's
// e-mail copy is sent in the quote's language with the link to that address.
import { expect, type Page } from '@playwright/test';
import { test } from './support/hydration';
import { products } from '@/content/catalogue';
import { createAccount, query, signIn, signOutByClearingCookies } from './support/accounts';
import { sentEmail } from './support/mail';
import { formatCents } from '@/lib/format';

const mulch = products.find((p) => p.slug === 'black-hardwood-mulch')!;

const words = {
  en: {
    quote: '/en/quote',
    account: '/en/account',
    detail: '/en/account/quotes/',
    product: 'Product',
    quantity: 'Quantity',
    add: 'Add to Quote',
    pickup: 'Pickup at the yard (by appointment)',
    save: 'Save Quote',
    phone: 'Phone (optional)',
    signInToSave: /sign in to save/i,
    saved: (n: string) => `Quote #${n} saved`,
    startNew: 'Start a new quote',
    viewThis: 'View this quote',
    empty: 'No items yet. Choose a product above and add it to your quote.',
    view: (n: string) => `View quote ${n}`,
    back: 'Back to my quotes',
    mail: ['Your quote #', 'View your quote', 'Prices held until'],
  },
  es: {
    quote: '/es/cotizar',
    account: '/es/cuenta',
    detail: '/es/cuenta/cotizaciones/',
    product: 'Producto',
    quantity: 'Cantidad',
    add: 'Agregar',
    pickup: 'Recoger en el patio (con cita)',
    save: 'Guardar cotización',
    phone: 'Teléfono (opcional)',
    signInToSave: /inicie sesión para guardar/i,
    saved: (n: string) => `Cotización #${n} guardada`,
    startNew: 'Empezar una cotización nueva',
    viewThis: 'Ver esta cotización',
    empty: 'Todavía no hay artículos. Elija un producto arriba y agréguelo a su cotización.',
    view: (n: string) => `Ver cotización ${n}`,
    back: 'Volver a mis cotizaciones',
    mail: ['Su cotización #', 'Ver su cotización', 'mantenemos estos precios'],
  },
} as const;

async function addMulch(page: Page, lang: 'en' | 'es') {
  const w = words[lang];
  const calc = page.locator('#quote-calculator');
  const option = calc.locator('option').filter({ hasText: new RegExp(`^${mulch.name[lang]} - `) });
  const value = (await option.getAttribute('value'))!;
  // The product's units show once the calculator has the choice.
  await expect(async () => {
    await calc.getByLabel(w.product, { exact: true }).selectOption({ value }, { timeout: 2000 });
    await expect(calc.getByTestId('unit-covers')).toContainText(formatCents(mulch.salePriceCents ?? mulch.listPriceCents!, lang), { timeout: 2000 });
  }).toPass();
  await calc.getByLabel(w.quantity, { exact: true }).fill('6');
  await calc.getByRole('button', { name: w.add, exact: true }).click();
  await expect(page.getByTestId('quote-lines').getByRole('listitem')).toHaveCount(1);
  await calc.getByText(w.pickup).click();
  await expect(page.getByRole('button', { name: w.save })).toBeEnabled();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

// In Spanish (the quote's language stored and carried to its e-mail); the English texts and e-mail:
// crawl.spec.ts and tests/unit/email-languages.test.ts.
const lang = 'es';
test("in Spanish: a signed-in save offers a new quote and the saved one's own page; Back returns to the list; My quotes fits 390 px; the e-mail copy is in the quote's language", async ({ page }) => {
  test.setTimeout(90_000);
  const w = words[lang];
  const customer = await createAccount('CUSTOMER');
  await page.goto(`/en/auth?returnTo=${encodeURIComponent(w.quote)}`);
  await signIn(page, customer);
  await expect(page).toHaveURL(new RegExp(`${w.quote}$`));
  await page.goto(w.quote); // once its code runs (the sign-in page's redirect does not wait for it)

  // Signed in: nothing on the page asks to sign in to save.
  await addMulch(page, lang);
  await expect(page.locator('main')).not.toContainText(w.signInToSave);

  // A phone for the staff to call, given with the save (optional), reaches their notice.
  await page.getByLabel(w.phone).fill('(832) 555-0199');
  // Saved: a confirmation with the quote's number, its link and "start a new quote".
  await page.getByRole('button', { name: w.save }).click();
  const confirmation = page.getByTestId('quote-saved');
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  const [quote] = await query<{ id: string; language: string }>(
    `SELECT q.id::text AS id, q.language::text AS language FROM "Quote" q JOIN "User" u ON u.id = q."userId" WHERE u.email = $1`,
    [customer.email],
  );
  expect(quote!.language).toBe(lang);
  const number = quote!.id.slice(0, 8);
  await expect(confirmation).toContainText(w.saved(number));
  const viewThis = confirmation.getByRole('link', { name: w.viewThis });
  await expect(viewThis).toHaveAttribute('href', `${w.detail}${quote!.id}`);
  await confirmation.getByRole('button', { name: w.startNew }).click();
  await expect(page.getByText(w.empty)).toBeVisible();
  await expect(confirmation).toHaveCount(0);

  // The list at 390 px: cards, every figure and the action, no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(w.account);
  const view = page.getByRole('link', { name: w.view(number) });
  await expect(view).toBeVisible();
  await expect(page.getByTestId('my-quotes-cards')).toContainText(`#${number}`);
  expect(await noSidewaysScroll(page)).toBe(true);

  // The detail has its own address; the browser's Back and the page's link both return to the list.
  await view.click();
  await expect(page).toHaveURL(new RegExp(`${w.detail}${quote!.id}$`));
  await expect(page.getByTestId('quote-detail')).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${w.account}$`));
  await expect(view).toBeVisible();
  await page.goto(`${w.detail}${quote!.id}`);
  await expect(page.getByTestId('quote-detail')).toBeVisible();
  await page.getByRole('link', { name: w.back }).click();
  await expect(page).toHaveURL(new RegExp(`${w.account}$`));

  // The e-mail copy, in the quote's language, links to the quote's page; staff are notified too.
  const html = await sentEmail(customer.email, 'quote-saved');
  for (const text of w.mail) expect(html).toContain(text);
  expect(html).toContain(`lang="${lang}"`);
  expect(html).toContain(`${w.detail}${quote!.id}`);
  const notices = await query<{ template: string; phone: string | null }>(
    `SELECT template, payload->>'phone' AS phone FROM "EmailOutbox" WHERE payload->>'quoteId' = $1 ORDER BY template`,
    [quote!.id],
  );
  expect(notices.map((n) => n.template)).toEqual(['quote-notification', 'quote-saved']);
  expect(notices[0]!.phone).toBe('(832) 555-0199');
});

test('someone else opening a saved quote’s address is told it is not found', async ({ page }) => {
  const owner = await createAccount('CUSTOMER');
  const other = await createAccount('CUSTOMER');
  await page.goto(`/en/auth?returnTo=${encodeURIComponent(words.en.quote)}`);
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/en\/quote$/);
  await page.goto(words.en.quote);
  await addMulch(page, 'en');
  await page.getByRole('button', { name: words.en.save }).click();
  await expect(page.getByTestId('quote-saved')).toBeVisible();
  const [quote] = await query<{ id: string }>(`SELECT q.id::text AS id FROM "Quote" q JOIN "User" u ON u.id = q."userId" WHERE u.email = $1`, [owner.email]);

  await signOutByClearingCookies(page);
  const address = `${words.en.detail}${quote!.id}`;
  await page.goto(`/en/auth?returnTo=${encodeURIComponent(address)}`);
  await signIn(page, other);
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Quote not found.');
  await expect(page.getByTestId('quote-detail')).toHaveCount(0);
  // An address that is no quote at all is the site's 404.
  const missing = await page.goto(`${words.en.detail}00000000-0000-4000-8000-000000000000`);
  expect(missing!.status()).toBe(404);
});
