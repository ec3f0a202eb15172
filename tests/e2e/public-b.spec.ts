// Public site, part B: the sitemap and robots.txt, the blog article and area pages including their
// unknown-slug fallbacks. (Every page of the sitemap is visited once, in both languages, by crawl.spec.ts.)
import { expect } from '@playwright/test';
import { test, waitForHydration } from './support/hydration';

/** The spec's route table (section 2), both languages; one grass product stands for all: each is in the sitemap. */
const table: [en: string, es: string][] = [
  ['/en', '/es'],
  ['/en/products', '/es/productos'],
  ['/en/grass', '/es/pasto'],
  ['/en/grass/st-augustine-raleigh', '/es/pasto/st-augustine-raleigh'],
  ['/en/rock', '/es/roca'],
  ['/en/mulch', '/es/mulch'],
  ['/en/soil', '/es/tierra'],
  ['/en/sand', '/es/arena'],
  ['/en/services', '/es/servicios'],
  ['/en/services/sod-delivery', '/es/servicios/entrega-cesped'],
  ['/en/services/bulk-delivery', '/es/servicios/entrega-granel'],
  ['/en/areas', '/es/areas'],
  ['/en/areas/the-woodlands', '/es/areas/the-woodlands'],
  ['/en/blog', '/es/blog'],
  ['/en/blog/best-grass-types-texas-climate', '/es/blog/best-grass-types-texas-climate'],
  ['/en/about', '/es/nosotros'],
  ['/en/contact', '/es/contacto'],
  ['/en/quote', '/es/cotizar'],
  ['/en/auth', '/es/auth'],
  ['/en/privacy', '/es/privacidad'],
  ['/en/terms', '/es/terminos'],
];

const AREAS = ['the-woodlands', 'cypress', 'magnolia', 'conroe', 'spring', 'tomball', 'montgomery', 'pinehurst'];
const POSTS = [
  'best-grass-types-texas-climate',
  'spring-landscaping-checklist-texas',
  'mulch-benefits-application-guide',
  'drought-resistant-landscaping-texas',
  'rock-landscaping-design-ideas',
];

const pathOf = (href: string | null) => (href ? new URL(href).pathname : null);

test('sitemap.xml lists every page of the table in both languages (crawl.spec.ts visits each)', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const listed = new Set(locs);
  for (const [en, es] of table) {
    // The sign-in page is noindex: it is not listed.
    if (en === '/en/auth') continue;
    expect(listed, en).toContain(en);
    expect(listed, es).toContain(es);
  }
  for (const a of AREAS) expect(listed).toContain(`/es/areas/${a}`);
  for (const p of POSTS) expect(listed).toContain(`/en/blog/${p}`);
  expect(listed).not.toContain('/en/auth');
  expect(xml).toContain('hreflang="x-default"');
});

test('robots.txt points at the sitemap and keeps /admin and /api out', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toMatch(/^Disallow: \/admin$/m);
  expect(body).toMatch(/^Disallow: \/api$/m);
  expect(body).toMatch(/^Sitemap: https?:\/\/[^ ]+\/sitemap\.xml$/m);
});

test('a visitor opens an article from the blog and shares it', async ({ page, context }) => {
  // No share sheet in this browser: the button copies the link instead.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.goto('/en/blog');
  await page.getByRole('link', { name: 'Mulch Benefits and How to Apply It Right' }).click();
  await expect(page).toHaveURL(/\/en\/blog\/mulch-benefits-application-guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mulch Benefits and How to Apply It Right' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(page.getByText('Materials Guide').first()).toBeVisible();
  await expect(page.getByText('5 min read')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How much to order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lea este artículo en español' })).toHaveAttribute('href', '/es/blog/mulch-benefits-application-guide');
  const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('heading', { level: 3 });
  await expect(related).toHaveText(['The Best Grass Types for the Texas Climate', 'Your Spring Landscaping Checklist for Texas']);

  await waitForHydration(page);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((s) => s.includes('"BlogPosting"') && s.includes('Mulch Benefits'))).toBe(true);
});

test('the Spanish article has no Spanish banner and shows the date in Spanish', async ({ page }) => {
  await page.goto('/es/blog/best-grass-types-texas-climate');
  await expect(page.getByRole('heading', { level: 1, name: 'Los Mejores Tipos de Pasto para el Clima de Texas' })).toBeVisible();
  await expect(page.getByText('15 de marzo de 2025')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lea este artículo en español' })).toHaveCount(0);
});

test('an unknown article slug sends the visitor to the first article', async ({ page }) => {
  const response = await page.goto('/en/blog/no-such-article');
  expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(307);
  await expect(page).toHaveURL(/\/en\/blog\/best-grass-types-texas-climate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Best Grass Types for the Texas Climate' })).toBeVisible();
});

test('an unknown area slug sends the visitor to The Woodlands, in the same language', async ({ page }) => {
  const response = await page.goto('/es/areas/atlantis');
  expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(307);
  await expect(page).toHaveURL(/\/es\/areas\/the-woodlands$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The Woodlands');
  expect(pathOf(await page.locator('link[rel="canonical"]').getAttribute('href'))).toBe('/es/areas/the-woodlands');
});

test('an area page: breadcrumb, stats, services with quotes, FAQ answers open', async ({ page }) => {
  await page.goto('/en/areas');
  await page.getByRole('link', { name: 'Conroe details' }).click();
  await expect(page).toHaveURL(/\/en\/areas\/conroe$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Areas We Serve', 'Conroe, TX']);
  await expect(crumbs.getByText('Conroe, TX')).toHaveAttribute('aria-current', 'page');
  for (const label of ['Population', 'Established', 'Median Income', 'Homeownership']) {
    await expect(page.getByRole('term').filter({ hasText: label }).first()).toBeVisible();
  }
  await expect(page.getByText('Local Expert')).toBeVisible();
  await expect(page.getByText('From $2,500')).toBeVisible();
  const services = page.getByRole('region', { name: 'Our Services in Conroe' });
  await expect(services.getByRole('link', { name: 'Get Quote' }).first()).toHaveAttribute('href', '/en/quote');

  const question = page.getByRole('button', { name: 'How much does a typical sod project cost?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/cost \$2,500-\$8,000\+/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Nearby Areas We Serve' }).getByRole('link', { name: 'Montgomery' }).click();
  await expect(page).toHaveURL(/\/en\/areas\/montgomery$/);
});

test('the contact page loads the map only when asked, and always links to it', async ({ page }) => {
  await page.goto('/en/contact');
  await expect(page.getByRole('link', { name: /Open the map in a new tab/ })).toHaveAttribute('href', /openstreetmap\.org/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show map' }).click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('title', /Map of our location/);
  await expect(frame).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=/);
  for (const name of ['Magnolia', 'The Woodlands', 'Conroe', 'Cypress', 'Tomball', 'Spring', 'Willis', 'Montgomery County']) {
    await expect(page.getByRole('region', { name: 'Areas We Serve' }).getByText(name, { exact: true })).toBeVisible();
  }
});
