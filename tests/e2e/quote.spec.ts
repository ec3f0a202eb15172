// The quote calculator in a browser: prices against the seeded catalogue and bands, the draft
// surviving a reload and the sign-in round trip, saving, and the account page listing the quote.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { holdScripts, test, waitForHydration } from './support/hydration';
import { typeInto } from './support/typing';
import pg from 'pg';
import { deliveryBands, products } from '@/content/catalogue';
import { serviceAreas } from '@/content/service-areas';
import { formatCents } from '@/lib/format';
import { hashPassword } from '@/server/auth/password';

// Expected numbers are worked out here from the seed data, independently of the app's code.
const priced = (p: (typeof products)[number]) => p.salePriceCents ?? p.listPriceCents;
const raleigh = products.find((p) => p.slug === 'st-augustine-raleigh')!;
const mulch = products.find((p) => p.slug === 'black-hardwood-mulch')!;
const woodlands = serviceAreas.find((a) => a.slug === 'the-woodlands')!;
/** 77380 is 17.6 miles from the yard as the crow flies (Census ZIP centre); × 1.3 for roads = 22.9 → 23 miles. */
const ESTIMATED_MILES = 23;
const roundTrip = ESTIMATED_MILES * 2;
const TAX_BASIS_POINTS = 825;

function bandFee(type: 'GRASS' | 'BULK'): number {
  const band = deliveryBands
    .filter((b) => b.deliveryType === type)
    .sort((a, b) => a.mileRangeStart - b.mileRangeStart)
    .find((b) => b.mileRangeStart <= roundTrip && (b.mileRangeEnd === null || b.mileRangeEnd >= roundTrip));
  if (!band) return 0;
  return band.rateType === 'FLAT' ? band.rateCents : band.rateCents * roundTrip;
}

// 2,000 sq ft of Raleigh + 5% waste = 2,100 sq ft: 4 pallets of 450 sq ft, and the last 300 sq ft
// cheapest by the square foot (300 × $0.82 = $246.00; 113 pieces would be $247.47, a pallet $369.00).
const palletCents = priced(raleigh)! * 450;
const grassCents = 4 * palletCents + 300 * priced(raleigh)!;
// 20 × 10 ft of mulch at 3 in = 1.852 cubic yards (shown rounded up, 1.86): 2 yards.
const mulchCents = 2 * priced(mulch)!;
const subtotal = grassCents + mulchCents;
const fee = Math.max(bandFee('GRASS'), bandFee('BULK'));
const tax = Math.floor(((subtotal + fee) * TAX_BASIS_POINTS + 5000) / 10000);
const total = subtotal + fee + tax;

/** The calculator on the quote page (the header's menus have similar labels). */
const calculator = (page: Page) => page.locator('#quote-calculator');
const EMPTY_QUOTE = 'No items yet. Choose a product above and add it to your quote.';

const words = {
  en: { path: '/en/quote', product: 'Product', add: 'Add to Quote', addAll: 'Add these to my quote', bySides: 'Length × width', area: 'Area (sq ft)', length: 'Length (ft)', width: 'Width (ft)', zip: 'Delivery ZIP code', save: 'Save Quote', saved: 'Quote Saved' },
  es: { path: '/es/cotizar', product: 'Producto', add: 'Agregar', addAll: 'Agregar estos a la cotización', bySides: 'Largo × ancho', area: 'Área (pies²)', length: 'Largo (pies)', width: 'Ancho (pies)', zip: 'Código postal de entrega', save: 'Guardar cotización', saved: 'Cotización guardada' },
} as const;

/** The counter-clerk quote: sod for 2,000 sq ft and mulch for a 20 × 10 ft bed at 3 in, delivered to 77380. */
async function buildQuote(page: Page, lang: 'en' | 'es' = 'en') {
  const w = words[lang];
  await page.goto(w.path);
  const calc = calculator(page);
  const product = calc.getByLabel(w.product, { exact: true });
  await expect(product).toBeVisible();
  await product.selectOption({ value: await optionValue(page, raleigh.name[lang]) });
  // The unit picker offers the product's own units, with what one covers and costs.
  await expect(calc.getByTestId('unit-covers')).toContainText(`450`);
  await expect(calc.getByTestId('unit-covers')).toContainText(formatCents(palletCents, lang));
  const sod = calc.getByRole('region', { name: new RegExp(raleigh.name[lang]) });
  await sod.getByLabel(w.area).fill('2000');
  await expect(sod.getByTestId('coverage-result')).toContainText('2,100');
  await sod.getByRole('button', { name: w.addAll }).click();

  await product.selectOption({ value: await optionValue(page, mulch.name[lang]) });
  const bed = calc.getByRole('region', { name: new RegExp(mulch.name[lang]) });
  await bed.getByText(w.bySides).click();
  await bed.getByLabel(w.length).fill('20');
  await bed.getByLabel(w.width).fill('10');
  await expect(bed.getByTestId('coverage-result')).toContainText('1.86');
  await bed.getByRole('button', { name: w.addAll }).click();
  await calc.getByLabel(w.zip).fill('77380');
}

/** The value of the product option whose label starts with the name (its label carries a price). */
async function optionValue(page: Page, name: string) {
  const option = calculator(page).locator('option').filter({ hasText: new RegExp(`^${name.replace('.', '\\.')} - `) });
  return (await option.getAttribute('value'))!;
}

async function expectTotals(page: Page, lang: 'en' | 'es' = 'en') {
  await expect(page.getByTestId('quote-lines').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('quote-subtotal')).toHaveText(formatCents(subtotal, lang));
  await expect(page.getByTestId('quote-fee')).toHaveText(formatCents(fee, lang));
  await expect(page.getByTestId('quote-tax')).toHaveText(formatCents(tax, lang));
  await expect(page.getByTestId('quote-total')).toHaveText(formatCents(total, lang));
  await expect(page.getByTestId('delivery-area')).toContainText(woodlands.name);
  await expect(page.getByTestId('delivery-area')).toContainText(formatCents(woodlands.minimumOrderCents!, lang));
  await expect(page.getByTestId('fee-explanation')).toContainText(String(roundTrip));
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
    const { rows } = await client.query(
      'SELECT "subtotalCents", "deliveryFeeCents", "taxCents", "totalCents", "deliveryMiles", "milesSource", zip, status FROM "Quote" WHERE id::text LIKE $1',
      [`${idPrefix}%`],
    );
    return rows[0] as Record<string, unknown> | undefined;
  } finally {
    await client.end();
  }
}

// In Spanish (its amounts and the sign-in round trip through /es); the English amounts: the next test.
test('in Spanish: 2,000 sq ft of sod and a mulch bed to 77380 become pallets and yards, estimated miles, fee, tax and total; saved after signing in, the account shows the same', async ({ page }) => {
  test.setTimeout(90_000);
  const lang = 'es';
  const w = words[lang];
  const password = `pw-${randomUUID()}`;
  const email = await createCustomer(password);
  await buildQuote(page, lang);
  const estimated = `Calculado con su código postal: ${ESTIMATED_MILES} millas de ida`;
  await expect(page.getByText(estimated)).toBeVisible();
  await expectTotals(page, lang);

  // The draft (ZIP and all) survives the trip through the sign-in page.
  await page.getByRole('button', { name: w.save }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/auth\\?returnTo=`));
  await typeInto(page.getByRole('textbox', { name: 'Correo electrónico', exact: true }), email);
  await typeInto(page.getByRole('textbox', { name: 'Contraseña', exact: true }), password);
  await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`${w.path}$`));
  await expectTotals(page, lang);

  await page.getByRole('button', { name: w.save }).click();
  const toast = page.getByRole('alert').filter({ hasText: w.saved });
  await expect(toast).toBeVisible();
  const shortId = (await toast.textContent())!.match(/#([0-9a-f]{8})/)![1]!;
  expect(await storedQuote(shortId)).toEqual({
    subtotalCents: subtotal,
    deliveryFeeCents: fee,
    taxCents: tax,
    totalCents: total,
    deliveryMiles: ESTIMATED_MILES,
    milesSource: 'ESTIMATED',
    zip: '77380',
    status: 'DRAFT',
  });
  await page.goto('/es/cuenta');
  const row = page.getByTestId('my-quotes').getByRole('row').filter({ hasText: `#${shortId}` });
  await expect(row).toContainText(formatCents(total, lang));
});

test('removing lines keeps the keyboard’s place, and the draft survives a reload', async ({ page }) => {
  await buildQuote(page);
  await expectTotals(page);
  await page.reload();
  await expectTotals(page);
  await page.getByRole('button', { name: `Remove ${mulch.name.en}` }).click();
  await expect(page.getByTestId('quote-subtotal')).toHaveText(formatCents(grassCents, 'en'));
  // The keyboard keeps its place: the mulch line was the last, so the focus is on the Remove button before it
  // (the sod's square-foot line) …
  const removeGrass = page.getByRole('button', { name: `Remove ${raleigh.name.en}` });
  await expect(removeGrass.last()).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // … and with the last line gone, on the message that the quote is empty.
  await expect(page.getByTestId('quote-lines')).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveText(EMPTY_QUOTE);
});

test('a ZIP we do not serve prices the materials for pickup and says so; pickup needs no ZIP', async ({ page }) => {
  await page.goto('/en/quote');
  const calc = calculator(page);
  await calc.getByLabel('Product', { exact: true }).selectOption({ value: await optionValue(page, mulch.name.en) });
  await calc.getByLabel('Quantity', { exact: true }).fill('6');
  await calc.getByRole('button', { name: 'Add to Quote', exact: true }).click();
  await calc.getByLabel('Delivery ZIP code').fill('90210');
  await expect(calc.getByTestId('delivery-problem')).toContainText("We don't currently serve this area, but we're expanding!");
  // Delivery is not priced (rather than shown as a free pickup), and Save says why it waits.
  await expect(page.getByTestId('quote-fee')).toHaveText('Not priced yet');
  await expect(page.getByRole('button', { name: 'Save Quote' })).toBeDisabled();
  await expect(page.getByTestId('save-needs')).toHaveText("We don't deliver to that ZIP code: choose pickup, or call us.");
  await calc.getByText('Pickup at the yard (by appointment)').click();
  await expect(calc.getByTestId('delivery-problem')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Quote' })).toBeEnabled();
});

test('quantity and miles take whole numbers only: typed letters are refused, a decimal typed key by key is never read as more digits, the maximum holds', async ({ page }) => {
  await page.goto('/en/quote');
  const calc = calculator(page);
  const quantity = calc.getByLabel('Quantity', { exact: true });
  await quantity.click();
  await quantity.fill('');
  await quantity.pressSequentially('1x2');
  await expect(quantity).toHaveValue('12');
  // Two and a half yards typed key by key was read as 25 (the point refused, the digits joined).
  await quantity.fill('');
  await quantity.pressSequentially('2.5');
  await expect(quantity).toHaveValue('2.5');
  await calc.getByLabel('Delivery ZIP code').focus();
  await expect(calc.getByText('Enter a whole number, such as 3 or 1,500.')).toBeVisible();
  // With a product chosen, nothing can be added meanwhile (it was added as 1).
  await calc.getByLabel('Product', { exact: true }).selectOption({ value: await optionValue(page, raleigh.name.en) });
  await expect(calc.getByRole('button', { name: 'Add to Quote' })).toBeDisabled();
  await quantity.fill('');
  await quantity.pressSequentially('1,500');
  await expect(quantity).toHaveValue('1,500');
  await quantity.press('ArrowUp');
  await expect(quantity).toHaveValue('1501');
  await calc.getByLabel('Delivery ZIP code').fill('77380');
  const miles = calc.getByLabel('Delivery distance (miles, one way)');
  await miles.fill('99999');
  await expect(miles).toHaveValue('1000');
  await quantity.fill('0');
  await miles.focus(); // leaving the field brings the quantity up to its minimum
  await expect(quantity).toHaveValue('1');
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
  // The calculator refreshes the prices when it is live.
  await calculator(page).getByLabel('Product', { exact: true }).selectOption({ value: await optionValue(page, raleigh.name.en) });
  await expect.poll(() => refreshes).toBeGreaterThan(0);
  await calculator(page).getByRole('button', { name: 'Add to Quote', exact: true }).click();
  await expect(page.getByTestId('quote-subtotal')).toHaveText(formatCents(palletCents, 'en'));
  await expect(page.getByText('Failed to load quote calculator data')).toHaveCount(0);
});

test('the ZIP check on the areas page looks the same before its code runs as after', async ({ page }) => {
  // On a slow network the page is on screen before its scripts run: the ZIP check must be styled
  // by the page's stylesheets alone, and not move when the page goes live.
  const release = await holdScripts(page);
  await page.goto('/en/areas', { waitUntil: 'commit' });
  const zip = page.locator('#zip-check');
  const input = zip.getByRole('textbox', { name: 'ZIP code' });
  const label = zip.getByText('ZIP code', { exact: true });
  await expect(input).toBeVisible();
  const before = { input: await input.boundingBox(), label: await label.boundingBox() };
  // The label stands above its field, as on every form of the site.
  expect(before.label!.y + before.label!.height).toBeLessThanOrEqual(before.input!.y);
  release();
  await waitForHydration(page);
  expect({ input: await input.boundingBox(), label: await label.boundingBox() }).toEqual(before);
});

test('the ZIP check on the areas page: a served ZIP, the shared 77384, and one we do not serve', async ({ page }) => {
  const sharing = serviceAreas.filter((a) => a.zipCodes.includes('77384')).sort((a, b) => a.sortOrder - b.sortOrder);
  const served = serviceAreas.find((a) => a.slug === 'magnolia')!;
  await page.goto('/en/areas');
  const zip = page.locator('#zip-check');
  const input = zip.getByRole('textbox', { name: 'ZIP code' });

  // Pasted with a space: trimmed before the box's 5-character limit cuts it. (A made-up paste
  // event does nothing until the part's code is live, which the click starts: so it is retried.)
  await input.click();
  await expect(async () => {
    await input.evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, ` ${served.zipCodes[0]}`);
    await expect(input).toHaveValue(served.zipCodes[0]!, { timeout: 500 });
  }).toPass();
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

  // The last served ZIP checked is the quote calculator's delivery ZIP.
  await page.goto('/en/quote');
  await expect(calculator(page).getByLabel('Delivery ZIP code')).toHaveValue('77384');
});

test('a ZIP typed and sent before the page’s code runs is answered, and the box takes 5 digits', async ({ browser }) => {
  // The page as it is before its scripts run (a slow phone): the server's HTML alone.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/en/areas');
  const box = bare.locator('#zip-check').getByRole('textbox', { name: 'ZIP code' });
  await box.pressSequentially('7735412');
  await expect(box).toHaveValue('77354');
  await box.press('Enter');
  // Sent as a plain GET of the same page, which answers it once its code runs.
  await expect(bare).toHaveURL(/\/en\/areas\?zip=77354$/);
  await noScript.close();

  // Scripts on, but the page's code still downloading (a slow network): Enter sends the same GET,
  // and the page answers once its code arrives.
  const page = await browser.newPage();
  const release = await holdScripts(page);
  await page.goto('/en/areas', { waitUntil: 'commit' });
  const early = page.locator('#zip-check').getByRole('textbox', { name: 'ZIP code' });
  await early.pressSequentially('77354');
  await early.press('Enter');
  await expect(page).toHaveURL(/\/en\/areas\?zip=77354$/);
  release();
  const zip = page.locator('#zip-check');
  await expect(zip.getByText(`Yes! We deliver to ${serviceAreas.find((a) => a.zipCodes.includes('77354'))!.name}.`)).toBeVisible();
  await expect(zip.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('77354');
  await page.close();
});

test('the account page asks a signed-out visitor to sign in and come back', async ({ page }) => {
  await page.goto('/en/account');
  await expect(page.getByText('Sign in to see the quotes you have saved.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `/en/auth?returnTo=${encodeURIComponent('/en/account')}`);
});

test('on the home page the calculator below the first screen is there when a phone visitor scrolls to it, nothing moving, and it works', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // Layout shifts the visitor did not cause (the calculator taking the place of its space).
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/en');
  // In the server's HTML, below the first screen.
  expect((await calculator(page).boundingBox())!.y).toBeGreaterThan(800);
  for (let step = 0; step < 40; step++) {
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(50);
  }
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  await calculator(page).scrollIntoViewIfNeeded();
  await calculator(page).getByLabel('Product', { exact: true }).selectOption({ value: await optionValue(page, mulch.name.en) });
  await calculator(page).getByLabel('Quantity', { exact: true }).fill('6');
  await calculator(page).getByRole('button', { name: 'Add to Quote', exact: true }).click();
  await expect(page.getByTestId('quote-subtotal')).toHaveText(formatCents(6 * priced(mulch)!, 'en'));
});
