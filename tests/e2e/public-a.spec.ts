// Public site, part A: header, home, catalogue and services pages as a visitor uses them.
import { expect, type Page } from '@playwright/test';
import { test } from './support/hydration';
import { deliveryBands, products } from '../../src/content/catalogue';
import { testimonials } from '../../src/content/testimonials';

/** Seeded cents as the site shows them in English: 82 → $0.82, 4200 → $42.00. */
const dollars = (cents: number) => `$${Math.trunc(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
const seeded = (slug: string) => products.find((p) => p.slug === slug)!;

async function productCard(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test('switching language on a category page lands on its localized twin', async ({ page }) => {
  await page.goto('/en/rock');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Landscape Rock & Gravel');
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/roca$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roca y grava para jardín');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/rock$/);
});

test('category pages show the prices in the database, and "call for price" when there is none', async ({ page }) => {
  await page.goto('/en/grass');
  for (const slug of ['st-augustine-raleigh', 'bermuda-tifway-419', 'zoysia-emerald']) {
    const p = seeded(slug);
    await expect(await productCard(page, p.name.en)).toContainText(dollars(p.listPriceCents!));
  }
  await page.goto('/en/sand');
  await expect(await productCard(page, 'Masonry Sand')).toContainText(dollars(seeded('masonry-sand').listPriceCents!));
  await expect(await productCard(page, 'Torpedo Sand')).toContainText(dollars(seeded('torpedo-sand').listPriceCents!));
  await expect(await productCard(page, 'Play Sand')).toContainText('Call for price');
  await expect(page.getByText('$0.00')).toHaveCount(0);
  await page.goto('/es/roca');
  const river = seeded('river-rock');
  await expect(await productCard(page, river.name.es)).toContainText(dollars(river.listPriceCents!));
});

test('grass product pages carry the Product offer; unknown varieties answer 404', async ({ page }) => {
  const p = seeded('zoysia-emerald');
  const response = await page.goto('/es/pasto/zoysia-emerald');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name.es);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld.map((s) => JSON.parse(s) as { '@type': string; offers?: { price: string; priceCurrency: string } }).find((o) => o['@type'] === 'Product');
  expect(product?.offers).toMatchObject({ price: (p.listPriceCents! / 100).toFixed(2), priceCurrency: 'USD' });
  expect((await page.goto('/en/grass/no-such-grass'))?.status()).toBe(404);
});

test('the grass compare tab and the sod page read the catalogue and delivery bands', async ({ page }) => {
  await page.goto('/en/grass');
  await page.getByRole('tab', { name: 'Compare' }).click();
  const table = page.getByRole('table', { name: 'Comparison of our grass varieties' });
  await expect(table.getByRole('columnheader', { name: 'Traffic tolerance' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Bermuda TifTuf/ })).toContainText('Very high');
  await page.goto('/en/services/sod-delivery');
  const lowestFlat = Math.min(...deliveryBands.filter((b) => b.deliveryType === 'GRASS' && b.rateType === 'FLAT').map((b) => b.rateCents));
  await expect(page.getByText(`Sod delivery from ${dollars(lowestFlat)}`)).toBeVisible();
  for (const time of ['1-2 hours', '30 minutes', '2-4 hours', '15 minutes']) await expect(page.getByText(time, { exact: true })).toBeVisible();
});

test('catalogue tabs work from the keyboard: arrows move and show, one tab stop, hidden panels stay in the page', async ({ page }) => {
  await page.goto('/en/rock');
  const tabs = page.getByRole('tablist', { name: 'Rock views' });
  const all = tabs.getByRole('tab', { name: 'View All' });
  const calculator = tabs.getByRole('tab', { name: 'Calculator' });
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await expect(calculator).toHaveAttribute('tabindex', '-1');
  // The inactive panel is in the HTML (search engines, find-in-page) but hidden.
  await expect(page.getByRole('tabpanel', { name: 'Calculator', includeHidden: true })).toBeHidden();
  await all.focus();
  await page.keyboard.press('ArrowRight');
  await expect(calculator).toBeFocused();
  await expect(calculator).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Calculator' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'View All', includeHidden: true })).toBeHidden();
  await page.keyboard.press('Home');
  await expect(all).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'View All' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, lists varieties and closes when a link is followed', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: seeded('st-augustine-raleigh').name.en })).toBeVisible();
    await menu.getByRole('link', { name: 'Mulch', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/mulch$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mulch');
  });

  test('moving from one grass to another in the menu shows the new grass, once, without a reload', async ({ page }) => {
    const [from, to] = [seeded('st-augustine-palmetto'), seeded('st-augustine-raleigh')];
    await page.goto(`/en/grass/${from.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(from.name.en);
    // The page's content was kept from the server's HTML (not hydrated); a client-side change to
    // the same kind of page must still replace it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: to.name.en }).click();
    await expect(page).toHaveURL(new RegExp(`/en/grass/${to.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(to.name.en);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main')).not.toContainText(from.name.en);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a page reached from the menu shows with its form at once, not a moment later', async ({ page }) => {
    await page.goto('/en/grass');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact', exact: true }).click();
    // Checked on the first frame the new heading is on screen: the form's code came with the page.
    const first = await page.waitForFunction(() => {
      const heading = document.querySelector('main h1');
      if (!heading?.textContent?.includes('Contact')) return null;
      return { form: document.querySelector('main form input[name="name"]') !== null };
    });
    expect(await first.jsonValue()).toEqual({ form: true });
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.getByRole('main').getByRole('textbox', { name: 'Full Name' }).fill('Ana');
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ana');
  });
});

test('the gallery filters by category and opens a project in a dialog', async ({ page }) => {
  await page.goto('/en');
  const gallery = page.getByRole('region', { name: 'Recent Projects' });
  const cards = gallery.locator('button[aria-haspopup="dialog"]');
  await expect(cards).toHaveCount(6);
  // Mantine chips hide the radio input behind its label: choose by the label, check the radio.
  await gallery.locator('label', { hasText: /^Rock$/ }).click();
  await expect(gallery.getByRole('radio', { name: 'Rock' })).toBeChecked();
  await expect(cards).toHaveCount(1);
  await cards.first().click();
  const dialog = page.getByRole('dialog', { name: 'River Rock Drainage Bed' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Conroe, TX');
  await expect(dialog).toContainText('dry creek bed');
  await dialog.getByRole('button', { name: 'Close project details' }).click();
  await expect(dialog).toBeHidden();
  // Keyboard and screen-reader users land back on the card they opened.
  await expect(cards.first()).toBeFocused();
  await gallery.locator('label', { hasText: /^All$/ }).click();
  await expect(cards).toHaveCount(6);
  await expect(gallery.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/en/contact');
});

test('the testimonial carousel steps with buttons and dots and wraps both ways', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const slide = carousel.locator('[aria-roledescription="slide"]');
  await expect(slide).toHaveAttribute('aria-label', '1 of 5');
  await expect(slide).toContainText(testimonials[0]!.text.en);
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(slide).toHaveAttribute('aria-label', '2 of 5');
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(slide).toHaveAttribute('aria-label', '5 of 5');
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(slide).toHaveAttribute('aria-label', '1 of 5');
  await carousel.getByRole('button', { name: 'Show testimonial 3' }).click();
  await expect(slide).toHaveAttribute('aria-label', '3 of 5');
  await expect(slide).toContainText(testimonials[2]!.text.en);
  // Under reduced motion it never moves by itself; it is announced politely instead.
  await page.mouse.move(0, 0);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.waitForTimeout(5600);
  await expect(slide).toHaveAttribute('aria-label', '3 of 5');
  await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
});

test('the testimonial carousel advances by itself every 5 seconds once the visitor scrolls to it', async ({ page }) => {
  await page.goto('/en');
  const slide = page.locator('[aria-roledescription="slide"]');
  await expect(slide).toHaveAttribute('aria-label', '1 of 5');
  // Until its code runs it is the server's first slide.
  await slide.scrollIntoViewIfNeeded();
  await expect(slide).toHaveAttribute('aria-label', '2 of 5', { timeout: 8000 });
});

test('a service-area map pin can be chosen with the keyboard', async ({ page }) => {
  await page.goto('/en/services');
  const map = page.getByRole('group', { name: 'Service area map: choose a town' });
  await expect(page.getByText('Select a town on the map to see its delivery details.')).toBeVisible();
  const pin = map.getByRole('button', { name: 'Conroe' });
  await expect(pin).toHaveAttribute('aria-pressed', 'false');
  await pin.focus();
  await page.keyboard.press('Enter');
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Conroe', level: 3 })).toBeVisible();
  await expect(page.getByText('Minimum order: $125.00')).toBeVisible();
  await expect(page.getByText('Delivery time: Next day')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(map.getByRole('button', { name: 'Cypress' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('Minimum order: $150.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Quote' }).last()).toHaveAttribute('href', '/en/quote');
});
