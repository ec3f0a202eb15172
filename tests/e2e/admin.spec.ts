// The back office as staff use it: sign in (with the two-step code), change a grass price and a
// delivery band and see both on the public site and in a fresh quote; follow up a lead from the
// contact form and find every change in the audit log. Also: who is let in, setting up two-step
// verification at the first sign-in, and an admin resetting a lost one.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/hydration';
import { expectLabelsInNames } from './support/label-in-name';
import { products } from '@/content/catalogue';
import { formatCents } from '@/lib/format';
import { codeFor, createAccount, query, signIn } from './support/accounts';

// A change to the menu or the areas rebuilds every public page in both languages before the save
// answers (src/server/pages/revalidation.ts): on two busy cores that takes longer than a toast's usual wait.
const REBUILD_ALL = 30_000;

/** A person needs at least this long to fill the contact form; faster ones are held for staff review (a note on the lead). */
const HUMAN_PACE_MS = 3200;

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** axe on the page content (the toasts that sign-in shows are not part of it). */
async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

// A grass variety with a price, and its new price (different from every seeded price).
const grass = products.find((p) => p.category === 'grass' && p.listPriceCents !== null && p.salePriceCents === null)!;
const NEW_PRICE_CENTS = 137;
const NEW_GRASS_FLAT_CENTS = 8800;

test('anonymous visitors are sent to sign in and customers get 403', async ({ page }) => {
  const response = await page.goto('/admin/leads');
  await expect(page).toHaveURL(/\/en\/auth\?returnTo=%2Fadmin%2Fleads$/);
  expect(response?.status()).toBe(200);

  await signIn(page, await createAccount('CUSTOMER'));
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  const again = await page.goto('/admin');
  expect(again?.status()).toBe(403);
  expect(again?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
});

test('staff change a price and a band, follow up a lead, and find it all in the audit log', async ({ page }) => {
  test.setTimeout(180_000);
  const staff = await createAccount('STAFF');

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/en\/auth\?returnTo=%2Fadmin$/);
  await signIn(page, staff);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Staff reach their own two-step settings from the back office.
  await expect(page.getByRole('link', { name: 'Two-step verification' })).toHaveAttribute('href', '/en/account/security?returnTo=%2Fadmin');
  await expect(page.getByText('New leads')).toBeVisible();

  // 1. A grass variety's price.
  await page.getByRole('link', { name: 'Products & prices' }).click();
  const listPrice = page.getByRole('textbox', { name: `List price of ${grass.name.en}` });
  await expect(listPrice).toHaveValue((grass.listPriceCents! / 100).toFixed(2));
  await listPrice.fill('abc');
  await expect(page.getByRole('button', { name: `Save ${grass.name.en}` })).toBeDisabled();
  await listPrice.fill((NEW_PRICE_CENTS / 100).toFixed(2));
  await page.getByRole('button', { name: `Save ${grass.name.en}` }).click();
  await expect(toast(page, `${grass.name.en} saved.`)).toBeVisible();

  // 2. The first grass delivery band.
  await page.getByRole('link', { name: 'Delivery bands' }).click();
  const rate = page.getByRole('textbox', { name: 'Rate, Grass band 1' });
  await expect(rate).toHaveValue('75.00');
  // Overlapping bands are refused before saving.
  const end = page.getByRole('textbox', { name: 'End (miles), Grass band 1' });
  await end.fill('45');
  await expect(page.getByText(/Active grass bands 0–45 and 31–60 overlap/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Grass bands' })).toBeDisabled();
  await end.fill('30');
  await rate.fill((NEW_GRASS_FLAT_CENTS / 100).toFixed(2));
  await page.getByRole('button', { name: 'Save Grass bands' }).click();
  await expect(toast(page, 'Grass bands saved.')).toBeVisible();
  const preview = page.getByRole('region', { name: 'Fee preview' });
  await preview.getByRole('textbox', { name: 'One-way miles' }).fill('10');
  await preview.getByText('Grass', { exact: true }).click();
  await expect(preview.getByRole('radio', { name: 'Grass', exact: true })).toBeChecked();
  await expect(page.getByTestId('fee-preview-result')).toContainText(`the fee is ${formatCents(NEW_GRASS_FLAT_CENTS, 'en')}`);

  // 3. The public grass page shows the new price at once (on-demand revalidation) …
  await page.goto('/en/grass');
  const card = page.locator(`article[id="${grass.slug}"]`);
  await expect(card).toContainText(formatCents(NEW_PRICE_CENTS, 'en'));

  // … and a fresh quote uses the new price (a pallet is 450 sq ft of it) and band, plus 8.25% sales tax.
  await page.goto('/en/quote');
  const calc = page.locator('#quote-calculator');
  const pallet = 450 * NEW_PRICE_CENTS;
  await calc.getByLabel('Product', { exact: true }).selectOption({ label: `${grass.name.en} - ${formatCents(pallet, 'en')} / pallet` });
  await calc.getByLabel('Quantity', { exact: true }).fill('2');
  await calc.getByRole('button', { name: 'Add to Quote', exact: true }).click();
  await calc.getByLabel('Delivery ZIP code').fill('77354');
  await calc.getByLabel('Delivery distance (miles, one way)').fill('10');
  const tax = Math.floor(((2 * pallet + NEW_GRASS_FLAT_CENTS) * 825 + 5000) / 10000);
  await expect(page.getByTestId('quote-subtotal')).toHaveText(formatCents(2 * pallet, 'en'));
  await expect(page.getByTestId('quote-fee')).toHaveText(formatCents(NEW_GRASS_FLAT_CENTS, 'en'));
  await expect(page.getByTestId('quote-total')).toHaveText(formatCents(2 * pallet + NEW_GRASS_FLAT_CENTS + tax, 'en'));

  // 4. A lead from the contact page.
  const leadName = `E2E Lead ${randomUUID().slice(0, 8)}`;
  await page.goto('/en/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await form.getByRole('textbox', { name: 'Full Name' }).fill(leadName);
  await form.getByRole('textbox', { name: 'Email' }).fill(`lead-${randomUUID()}@example.test`);
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('(936) 555-0142');
  await form.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Delivery Question' });
  await form.getByRole('textbox', { name: 'Message' }).fill('Three pallets of St. Augustine to Magnolia, please.');
  await page.waitForTimeout(HUMAN_PACE_MS);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message Sent!')).toBeVisible();

  await page.goto('/admin/leads');
  await page.getByRole('searchbox', { name: 'Search' }).fill(leadName);
  const row = page.getByRole('row').filter({ hasText: leadName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New');
  // The subject reads as the visitor chose it, not as the code it is stored under.
  await expect(row).toContainText('Delivery Question');
  await row.getByRole('link', { name: leadName }).click();
  await expect(page.getByRole('heading', { name: leadName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', /^mailto:lead-.*subject=Re%3A%20Delivery%20Question/);
  await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', 'tel:9365550142');
  await page.getByRole('button', { name: 'Contacted' }).click();
  await expect(toast(page, 'Status changed to Contacted.')).toBeVisible();
  const note = 'Called back, sending a quote for 3 pallets.';
  await page.getByRole('textbox', { name: 'Add a note' }).fill(note);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Note saved.')).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText(/E2E STAFF ·/)).toBeVisible();
  const leadId = page.url().split('/').pop()!;

  await page.goto('/admin/leads?status=CONTACTED');
  await expect(page.getByRole('row').filter({ hasText: leadName })).toContainText('Contacted');

  // 5. The audit log has every change, with who made it.
  await page.goto(`/admin/audit?entityId=${leadId}`);
  const entries = page.getByRole('row').filter({ hasText: 'E2E STAFF' });
  await expect(entries.filter({ hasText: 'lead.status' })).toContainText('Status: Contacted');
  await expect(entries.filter({ hasText: 'lead.note' })).toContainText(note);
  await page.goto('/admin/audit?entity=DeliveryRate');
  await expect(page.getByRole('row').filter({ hasText: 'band.update' }).first()).toContainText(formatCents(NEW_GRASS_FLAT_CENTS, 'en'));
  await page.goto('/admin/audit?entity=Product');
  await expect(page.getByRole('row').filter({ hasText: 'product.update' }).first()).toContainText(formatCents(NEW_PRICE_CENTS, 'en'));
});

test('the back office in Spanish, and signing out from it on a phone', async ({ page }) => {
  await page.goto('/admin');
  await signIn(page, await createAccount('STAFF'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/admin$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen' })).toBeVisible();
  await page.getByRole('link', { name: 'Contactos', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/admin\/leads$/);
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/admin/leads');

  // The price book's row buttons say what they show in Spanish too (label in name).
  await page.goto('/es/admin/products');
  await expect(page.getByRole('button', { name: /^Editar textos/ }).first()).toBeVisible();
  await expectLabelsInNames(page, 'main');

  // Staff on an admin-only page are told it is for administrators (not "for staff").
  const refused = await page.goto('/es/admin/staff');
  expect(refused?.status()).toBe(403);
  await expect(page.getByText('Esta página es para administradores. Su cuenta de personal no tiene acceso.')).toBeVisible();
  await page.goto('/es/admin/leads');

  // On a phone the closed navigation is out of sight and out of the Tab order (it was only moved
  // off screen, and Tab stopped on each of its links out of sight); from 768 px it is always there.
  const leads = page.locator('nav a[href="/es/admin/leads"]');
  // At exactly 768 px (a tablet upright) it is the desktop navigation, shown with no menu button.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(leads).toBeVisible();
  // …and the header's buttons stay on screen beside this account's long e-mail, which gives way.
  const signOut = (await page.getByRole('button', { name: 'Cerrar sesión' }).boundingBox())!;
  expect(signOut.x + signOut.width).toBeLessThanOrEqual(768);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(leads).toBeHidden();
  await page.getByRole('button', { name: 'Abrir navegación' }).click();
  await expect(leads).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/es$/);
  await page.goto('/es/admin');
  await expect(page).toHaveURL(/\/es\/auth\?returnTo=%2Fes%2Fadmin$/);
});

test('the price-book export opens in Excel with its accents (UTF-8 with a byte-order mark)', async ({ page }) => {
  await page.goto('/admin/products');
  await signIn(page, await createAccount('STAFF'));
  await page.getByRole('button', { name: 'Price book CSV (export / import)' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export price book' }).click()]);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('pie²');
  // Each unit a product is sold in has its own row: code, base units in one, price now.
  expect(bytes.toString('utf8')).toMatch(/,PALLET,4(50|504),,,\d+\.\d\d,/);
});

test('a sale price shows the regular price beside it, and the sod page still fits a phone', async ({ page }) => {
  // The last grass variety, which no other test prices.
  const onSale = products.filter((p) => p.category === 'grass' && p.listPriceCents !== null && p.salePriceCents === null).at(-1)!;
  const saleCents = onSale.listPriceCents! - 5;
  await page.goto('/admin/products');
  await signIn(page, await createAccount('STAFF'));
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole('textbox', { name: `Sale price of ${onSale.name.en}` }).fill((saleCents / 100).toFixed(2));
  await expectLabelsInNames(page, 'main');
  await page.getByRole('button', { name: `Save ${onSale.name.en}` }).click();
  await expect(toast(page, `${onSale.name.en} saved.`)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/en/services/sod-delivery', '/es/servicios/entrega-cesped']) {
    await page.goto(path);
    const row = page.getByRole('row').filter({ hasText: onSale.name[path.startsWith('/es') ? 'es' : 'en'] });
    await expect(row).toContainText(formatCents(saleCents, 'en'));
    await expect(row).toContainText(formatCents(onSale.listPriceCents!, 'en'));
    // The regular price's hidden label sits in a table wider than the phone: it must not widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0);
  }
});

test('a staff member without two-step verification sets it up at the first sign-in, then gets in', async ({ page }) => {
  const staff = await createAccount('STAFF', { twoFactor: false });
  await page.goto('/admin/leads');
  await signIn(page, staff);
  // The back office sends them to their security page first (server-side) …
  await expect(page).toHaveURL(/\/en\/account\/security\?returnTo=%2Fadmin%2Fleads$/);
  await expect(page.getByText('Staff and admin accounts must use two-step verification.', { exact: false })).toBeVisible();
  // … and every back-office call is refused with what to do, in the page language.
  const refused = await page.request.get('/api/trpc/admin.me', { headers: { 'x-lang': 'es' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { json: { message: string } } }).error.json.message).toMatch(/^Active la verificación en dos pasos/);
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step verification is on', { exact: true })).toBeVisible();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  const [row] = await query<{ twoFactorSecret: string; twoFactorEnabledAt: Date | null }>('SELECT "twoFactorSecret", "twoFactorEnabledAt" FROM "User" WHERE id = $1', [staff.id]);
  expect(row!.twoFactorEnabledAt).not.toBeNull();
  expect(row!.twoFactorSecret).not.toContain(secret);
});

test('an admin resets the two-step verification of a staff member who lost their phone', async ({ page, browser }) => {
  // Two people signing in with their second factor and a search: 46 s on a loaded two-core machine, past the 45 s default.
  test.setTimeout(90_000);
  const admin = await createAccount('ADMIN');
  const staff = await createAccount('STAFF');
  // The staff member is signed in on another device.
  const other = await browser.newPage();
  await other.goto('/admin');
  await signIn(other, staff);
  await expect(other).toHaveURL(/\/admin$/);

  await page.goto('/admin/staff');
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await page.getByRole('searchbox', { name: 'Find any account' }).fill(staff.email);
  const row = page.getByRole('row').filter({ hasText: staff.email });
  // Wait for the search's own answer (the header row and this one), as a person would: acting on
  // the list from before the search let that answer, fetched during the reset, show it still on.
  await expect(page.getByRole('table', { name: 'Staff accounts' }).getByRole('row')).toHaveCount(2);
  await expect(row).toHaveCount(1);
  await expectLabelsInNames(page, 'main');
  await row.getByRole('button', { name: `Reset two-step: ${staff.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reset two-step verification of ${staff.email}` });
  await dialog.getByRole('button', { name: 'Reset two-step' }).click();
  await expect(toast(page, `Two-step verification of ${staff.email} reset`)).toBeVisible();
  await expect(row).toContainText('Not set up');
  await expect(row.getByRole('button', { name: `Reset two-step: ${staff.email}` })).toHaveCount(0);

  // Their other session has ended; the password alone now leads to setting it up again.
  await other.goto('/admin');
  await expect(other).toHaveURL(/\/en\/auth\?returnTo=%2Fadmin$/);
  await signIn(other, { ...staff, secret: null });
  await expect(other).toHaveURL(/\/en\/account\/security\?returnTo=%2Fadmin$/);
  await other.close();

  await page.goto(`/admin/audit?entityId=${staff.id}`);
  await expect(page.getByRole('row').filter({ hasText: 'user.twoFactorReset' })).toContainText('E2E ADMIN');
});

test('staff withdraw a variety and edit an area: every page’s menu, footer, contact list, ZIP check and structured data follow', async ({ page }) => {
  test.setTimeout(180_000);
  // The leading rock: listed in the header's Products menu of every page.
  const rock = products.filter((p) => p.category === 'rock').sort((a, b) => a.sortOrder - b.sortOrder)[0]!;
  const menuLink = (lang: 'en' | 'es') => page.locator(`header a[href="/${lang}/${lang === 'en' ? 'rock' : 'roca'}#${rock.slug}"]`);
  await page.goto('/admin');
  await signIn(page, await createAccount('STAFF'));
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/en/about');
  await expect(menuLink('en')).toHaveCount(1);
  await page.goto('/admin/products');
  await page.getByRole('checkbox', { name: `${rock.name.en} is active` }).uncheck();
  await page.getByRole('button', { name: `Save ${rock.name.en}` }).click();
  await expect(toast(page, `${rock.name.en} saved.`)).toBeVisible({ timeout: REBUILD_ALL });
  // A page that otherwise never changes, in both languages: the withdrawn variety is gone from its menu.
  for (const [lang, path] of [['en', '/en/about'], ['es', '/es/nosotros']] as const) {
    await page.goto(path);
    await expect(menuLink(lang)).toHaveCount(0);
  }
  await page.goto('/admin/products');
  await page.getByRole('checkbox', { name: `${rock.name.en} is active` }).check();
  await page.getByRole('button', { name: `Save ${rock.name.en}` }).click();
  await expect(toast(page, `${rock.name.en} saved.`)).toBeVisible({ timeout: REBUILD_ALL });
  await page.goto('/en/about');
  await expect(menuLink('en')).toHaveCount(1);

  // Spring (in the footer's first six): renamed, with a new ZIP code.
  const name = `Spring ${randomUUID().slice(0, 4)}`;
  await page.goto('/admin/areas');
  const card = page.getByRole('region', { name: /^Spring/ });
  await card.getByRole('textbox', { name: 'Name' }).fill(name);
  const zips = card.getByRole('textbox', { name: 'ZIP codes' });
  await zips.fill(`${await zips.inputValue()}, 7739`);
  await card.getByRole('button', { name: 'Save Spring' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'These are not five-digit ZIP codes: 7739' })).toBeVisible();
  await zips.fill((await zips.inputValue()).replace(', 7739', ', 77391'));
  await card.getByRole('button', { name: 'Save Spring' }).click();
  await expect(toast(page, `${name} saved.`)).toBeVisible({ timeout: REBUILD_ALL });

  await page.goto('/en/privacy');
  await expect(page.locator('footer')).toContainText(name);
  await page.goto('/es/contacto');
  await expect(page.locator('main')).toContainText(name);
  expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ')).toContain(`${name}, TX`);
  await page.goto('/en/areas');
  const zip = page.locator('#zip-check');
  await zip.getByRole('textbox', { name: 'ZIP code' }).fill('77391');
  await zip.getByRole('button', { name: 'Check ZIP' }).click();
  await expect(zip.getByText(`Yes! We deliver to ${name}.`)).toBeVisible();
});
