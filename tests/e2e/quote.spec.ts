// The quote calculator in a browser: prices against the seeded catalogue and bands, the draft
// surviving a reload and the sign-in round trip, saving, and the account page listing the quote.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './support/hydration';
import pg from 'pg';
import { deliveryBands, products } from '@/content/catalogue';
import { serviceAreas } from '@/content/service-areas';
import { formatCents } from '@/lib/format';
import { hashPassword } from '@/server/auth/password';

// Expected numbers are worked out here from the seed data, independently of the app's code.
const priced = (p: (typeof products)[number]) => p.salePriceCents ?? p.listPriceCents;
const grass = products.find((p) => p.unitType === 'GRASS' && priced(p) !== null)!;
const bulk = products.find((p) => p.unitType === 'BULK' && priced(p) !== null)!;
const GRASS_QTY = 3;
const BULK_QTY = 4;
const ONE_WAY_MILES = 20;
const roundTrip = ONE_WAY_MILES * 2;

function bandFee(type: 'GRASS' | 'BULK'): number {
  const band = deliveryBands
    .filter((b) => b.deliveryType === type)
    .sort((a, b) => a.mileRangeStart - b.mileRangeStart)
    .find((b) => b.mileRangeStart <= roundTrip && (b.mileRangeEnd === null || b.mileRangeEnd >= roundTrip));
  if (!band) return 0;
  return band.rateType === 'FLAT' ? band.rateCents : band.rateCents * roundTrip;
}

const subtotal = priced(grass)! * GRASS_QTY + priced(bulk)! * BULK_QTY;
const fee = Math.max(bandFee('GRASS'), bandFee('BULK'));
const total = subtotal + fee;
const optionLabel = (p: typeof grass) => `${p.name.en} - ${formatCents(priced(p)!, 'en')} / ${p.unitLabel.en}`;

/** The calculator on the quote page (the header's menus have similar labels). */
const calculator = (page: Page) => page.locator('#quote-calculator');
const EMPTY_QUOTE = 'No items yet. Choose a product above and add it to your quote.';

async function buildQuote(page: Page) {
  await page.goto('/en/quote');
  const calc = calculator(page);
  const product = calc.getByLabel('Product', { exact: true });
  const add = calc.getByRole('button', { name: 'Add to Quote' });
  await expect(product).toBeVisible();
  await expect(add).toBeDisabled();

  await product.selectOption({ label: optionLabel(grass) });
  await calc.getByLabel('Quantity', { exact: true }).fill(String(GRASS_QTY));
  await add.click();
  // The picker resets to quantity 1, pallet, no product.
  await expect(product).toHaveValue('');
  await expect(calc.getByLabel('Quantity', { exact: true })).toHaveValue('1');
  await expect(calc.getByLabel('Unit', { exact: true })).toHaveValue('PALLET');
  await expect(add).toBeDisabled();

  await product.selectOption({ label: optionLabel(bulk) });
  await calc.getByLabel('Quantity', { exact: true }).fill(String(BULK_QTY));
  await calc.getByLabel('Unit', { exact: true }).selectOption('CUBIC_YARD');
  await add.click();
  await calc.getByLabel('Delivery distance (miles, one way)').fill(String(ONE_WAY_MILES));
}

async function expectTotals(page: Page) {
  await expect(page.getByTestId('quote-subtotal')).toHaveText(formatCents(subtotal, 'en'));
  await expect(page.getByTestId('quote-fee')).toHaveText(formatCents(fee, 'en'));
  await expect(page.getByTestId('quote-total')).toHaveText(formatCents(total, 'en'));
}

async function createCustomer(password: string) {
  const email = `e2e-${randomUUID()}@example.test`;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "User" (id, email, name, "emailVerified", "passwordHash", role, "isActive", "sessionVersion", language, "createdAt", "updatedAt")
       VALUES ($1, $2, 'E2E Customer', now(), $3, 'CUSTOMER', true, 0, 'en', now(), now())`,
      [`e2e-${randomUUID()}`, email, await hashPassword(password)],
    );
  } finally {
    await client.end();
  }
  return email;
}

async function storedQuote(idPrefix: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT "subtotalCents", "deliveryFeeCents", "totalCents", status FROM "Quote" WHERE id::text LIKE $1', [`${idPrefix}%`]);
    return rows[0] as { subtotalCents: number; deliveryFeeCents: number; totalCents: number; status: string } | undefined;
  } finally {
    await client.end();
  }
}

test('a grass and a bulk line with miles are priced by the seeded bands, and survive a reload', async ({ page }) => {
  expect(fee).toBeGreaterThan(0);
  await buildQuote(page);
  await expect(page.getByTestId('quote-lines').getByRole('listitem')).toHaveCount(2);
  await expectTotals(page);
  await expect(page.getByTestId('fee-explanation')).toContainText(`Round trip: ${roundTrip} miles`);

  await page.reload();
  await expect(page.getByTestId('quote-lines').getByRole('listitem')).toHaveCount(2);
  await expectTotals(page);

  // Removing the bulk line leaves only grass and its own band.
  await page.getByRole('button', { name: `Remove ${bulk.name.en}` }).click();
  await expect(page.getByTestId('quote-subtotal')).toHaveText(formatCents(priced(grass)! * GRASS_QTY, 'en'));
  await expect(page.getByTestId('quote-fee')).toHaveText(formatCents(bandFee('GRASS'), 'en'));
  // The keyboard keeps its place: the focus is on the Remove button now in the removed line's place …
  const removeGrass = page.getByRole('button', { name: `Remove ${grass.name.en}` });
  await expect(removeGrass).toBeFocused();
  // … and with the last line gone, on the message that the quote is empty.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('quote-lines')).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveText(EMPTY_QUOTE);
});

test('quantity and miles take whole numbers only: typed letters are refused, a pasted decimal part is cut, the maximum holds', async ({ page }) => {
  await page.goto('/en/quote');
  const calc = calculator(page);
  const quantity = calc.getByLabel('Quantity', { exact: true });
  // The calculator's code loads on first use; keys are checked one by one once it is live (what
  // is typed before then is carried over whole, like a paste).
  const serverField = await quantity.elementHandle();
  await quantity.click();
  await expect.poll(() => serverField!.evaluate((el) => el.isConnected)).toBe(false);
  await quantity.fill('');
  await quantity.pressSequentially('1x2');
  await expect(quantity).toHaveValue('12');
  await quantity.fill('2.5');
  await expect(quantity).toHaveValue('2');
  await quantity.fill('1,500');
  await expect(quantity).toHaveValue('1500');
  await quantity.press('ArrowUp');
  await expect(quantity).toHaveValue('1501');
  const miles = calc.getByLabel('Delivery distance (miles, one way)');
  await miles.fill('99999');
  await expect(miles).toHaveValue('1000');
  await quantity.fill('0');
  await miles.focus(); // leaving the field brings the quantity up to its minimum
  await expect(quantity).toHaveValue('1');
});

test('Save sends a visitor to sign in; back on the quote the lines are there, it saves and is listed on the account page', async ({ page }) => {
  const password = `pw-${randomUUID()}`;
  const email = await createCustomer(password);
  await buildQuote(page);
  await page.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page).toHaveURL(/\/en\/auth\?returnTo=%2Fen%2Fquote$/);

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/en\/quote$/);
  await expect(page.getByTestId('quote-lines').getByRole('listitem')).toHaveCount(2);
  await expectTotals(page);

  await page.getByRole('button', { name: 'Save Quote' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Quote Saved' });
  await expect(toast).toBeVisible();
  const shortId = (await toast.textContent())!.match(/Quote #([0-9a-f]{8})/)![1]!;
  // The draft is cleared once saved.
  await expect(page.getByTestId('quote-lines')).toHaveCount(0);

  expect(await storedQuote(shortId)).toEqual({ subtotalCents: subtotal, deliveryFeeCents: fee, totalCents: total, status: 'DRAFT' });

  await page.goto('/en/account');
  const row = page.getByTestId('my-quotes').getByRole('row').filter({ hasText: `#${shortId}` });
  await expect(row).toContainText(formatCents(total, 'en'));
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `View quote ${shortId}` }).click();
  await expect(page.getByTestId('quote-detail')).toContainText(grass.name.en);
  await expect(page.getByTestId('detail-total')).toHaveText(formatCents(total, 'en'));
});

test('the calculator works with the prices the page came with when the API cannot refresh them', async ({ page }) => {
  let refreshes = 0;
  await page.route(
    (url) => url.pathname.includes('catalogue.quoteData'),
    (route) => {
      refreshes += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    },
  );
  await page.goto('/en/quote');
  // The calculator's code, and its refresh of the prices, come with its first use.
  await calculator(page).getByLabel('Product', { exact: true }).selectOption({ label: `${grass.name.en} - ${formatCents(priced(grass)!, 'en')} / ${grass.unitLabel.en}` });
  await expect.poll(() => refreshes).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Add to Quote' }).click();
  await expect(page.getByTestId('quote-subtotal')).toHaveText(formatCents(priced(grass)!, 'en'));
  await expect(page.getByText('Failed to load quote calculator data')).toHaveCount(0);
});

test('the Spanish quote page works in Spanish', async ({ page }) => {
  await page.goto('/es/cotizar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Agregar a la Cotización' })).toBeDisabled();
  await calculator(page).getByLabel('Producto', { exact: true }).selectOption({ label: `${grass.name.es} - ${formatCents(priced(grass)!, 'es')} / ${grass.unitLabel.es}` });
  await page.getByRole('button', { name: 'Agregar a la Cotización' }).click();
  await expect(page.getByTestId('quote-subtotal')).toHaveText(formatCents(priced(grass)!, 'es'));
});

test('the ZIP check on the areas page: a served ZIP, the shared 77384, and one we do not serve', async ({ page }) => {
  const sharing = serviceAreas.filter((a) => a.zipCodes.includes('77384')).sort((a, b) => a.sortOrder - b.sortOrder);
  const served = serviceAreas.find((a) => a.slug === 'magnolia')!;
  await page.goto('/en/areas');
  const zip = page.locator('#zip-check');
  const input = zip.getByRole('textbox', { name: 'ZIP code' });

  await input.fill(` ${served.zipCodes[0]}`);
  await zip.getByRole('button', { name: 'Check ZIP' }).click();
  await expect(zip.getByText(`Yes! We deliver to ${served.name}.`)).toBeVisible();
  await expect(zip.getByText(`Delivery: ${served.deliveryTime.en}`)).toBeVisible();
  await expect(zip.getByRole('link', { name: `About ${served.name}` })).toHaveAttribute('href', `/en/areas/${served.slug}`);
  await expect(zip.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/en/quote');

  await input.fill('77384');
  await input.press('Enter');
  await expect(zip.getByText(`Yes! We deliver to ${sharing[0]!.name}.`)).toBeVisible();

  await input.fill('90210');
  await input.press('Enter');
  await expect(zip.getByText("We don't currently serve this area, but we're expanding!")).toBeVisible();
  await expect(zip.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/en/contact');
});

test('the account page asks a signed-out visitor to sign in and come back', async ({ page }) => {
  await page.goto('/en/account');
  await expect(page.getByText('Sign in to see the quotes you have saved.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `/en/auth?returnTo=${encodeURIComponent('/en/account')}`);
});
