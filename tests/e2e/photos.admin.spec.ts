// Photos and projects in /admin (issue 25): staff upload a product photo from a phone's HEIC and the
// product page shows it, resized (AVIF/WebP), with its alt text and without moving the page; staff
// add a gallery project in both languages with its photo and the home page shows it in each.
// Screenshots at 390 and 1280 px are attached to the report. The JPEGs are made here with sharp;
// the HEIC is tests/fixtures/phone-photo.heic (sharp cannot write HEVC; its README says how it was made).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { test } from './support/hydration';
import { createAccount, query, signIn } from './support/accounts';

/** A phone-sized landscape photo: a smooth four-colour gradient (compresses like a real lawn photo would not, but decodes as one). */
async function jpegFixture(testInfo: TestInfo, name: string, width: number, height: number): Promise<string> {
  const corners = Buffer.from([40, 120, 50, 90, 160, 70, 120, 100, 60, 30, 80, 40]);
  const file = testInfo.outputPath(name);
  await writeFile(file, await sharp(corners, { raw: { width: 2, height: 2, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 82 }).toBuffer());
  return file;
}

/** Records layout shifts from the first paint on. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function screenshots(page: Page, testInfo: TestInfo, name: string, path: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(path);
    // The photos on screen, decoded (a lazy image scrolled past never loads: its decode() would never settle, so at most 10 s).
    await page.evaluate(() => {
      const onScreen = Array.from(document.images).filter((i) => {
        const box = i.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight;
      });
      return Promise.race([Promise.all(onScreen.map((i) => i.decode().catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    });
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Kept in the test's output folder (test-results/…) and attached to the report.
    const file = testInfo.outputPath(`${name}-${width}px.png`);
    await page.screenshot({ path: file, fullPage: width === 390 });
    await testInfo.attach(`${name}-${width}px.png`, { path: file, contentType: 'image/png' });
  }
}

async function uploadPhoto(page: Page, scope: ReturnType<Page['locator']>, file: string, altEn: string, altEs: string) {
  await scope.locator('input[type="file"]').setInputFiles(file);
  await scope.getByRole('textbox', { name: 'What the photo shows (English)' }).fill(altEn);
  await scope.getByRole('textbox', { name: 'What the photo shows (Spanish)' }).fill(altEs);
  await scope.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Photo uploaded' })).toBeVisible({ timeout: 120_000 });
}

test('staff upload a product photo from a phone (HEIC); the product page shows it resized, with its alt text, and nothing shifts', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const [product] = await query<{ slug: string; nameEn: string }>(
    `SELECT p.slug, p."nameEn" FROM "Product" p JOIN "Category" c ON c.id = p."categoryId" WHERE c.key = 'grass' AND p."isActive" ORDER BY p."sortOrder" LIMIT 1`,
  );
  const staff = await createAccount('STAFF');
  await page.goto('/admin/products');
  await signIn(page, staff);
  await page.getByRole('button', { name: `Edit texts of ${product!.nameEn}` }).click();
  const dialog = page.getByRole('dialog');
  // A file that is not a photo is refused, with the reason, whatever its name says.
  const fake = testInfo.outputPath('not-a-photo.jpg');
  await writeFile(fake, '%PDF-1.7 this is a document');
  await dialog.locator('input[type="file"]').setInputFiles(fake);
  await dialog.getByRole('textbox', { name: 'What the photo shows (English)' }).fill('Sod');
  await dialog.getByRole('textbox', { name: 'What the photo shows (Spanish)' }).fill('Pasto');
  await dialog.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a JPEG, PNG, WebP or HEIC photo.' })).toBeVisible({ timeout: 30_000 });

  await uploadPhoto(page, dialog, path.join(import.meta.dirname, '..', 'fixtures', 'phone-photo.heic'), `${product!.nameEn} sod, freshly cut`, `Pasto ${product!.nameEn} recién cortado`);

  await watchLayoutShift(page);
  await page.goto(`/en/grass/${product!.slug}`);
  const img = page.locator('main picture img').first();
  await expect(img).toHaveAttribute('alt', `${product!.nameEn} sod, freshly cut`);
  await expect(page.locator('main picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /\/photos\/[0-9a-f-]+\/640\.avif 640w/);
  await expect(img).toHaveAttribute('srcset', /\/photos\/[0-9a-f-]+\/1600\.webp 1600w/);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.currentSrc.includes('/photos/'))).toBe(true);
  // Covered, not stretched: the box keeps its shape and the photo fills it.
  expect(await img.evaluate((i) => getComputedStyle(i).objectFit)).toBe('cover');
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
  await page.goto(`/es/pasto/${product!.slug}`);
  await expect(page.locator('main picture img').first()).toHaveAttribute('alt', `Pasto ${product!.nameEn} recién cortado`);
  await screenshots(page, testInfo, 'product-page', `/en/grass/${product!.slug}`);
});

test('staff add a gallery project in both languages with its photo; the home page shows it in each', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const staff = await createAccount('STAFF');
  await page.goto('/admin/projects');
  await signIn(page, staff);
  await page.getByRole('button', { name: 'Add a project' }).click();
  const card = page.getByRole('region', { name: 'New project', exact: true });
  await card.getByRole('textbox', { name: 'Title (English)' }).fill('Backyard Zoysia Lawn');
  await card.getByRole('textbox', { name: 'Title (Spanish)' }).fill('Jardín Trasero de Zoysia');
  await card.getByRole('textbox', { name: 'Location' }).fill('Montgomery, TX');
  await card.getByRole('textbox', { name: 'Description (English)' }).fill('1,800 sq ft of Zoysia laid along a new fence line.');
  await card.getByRole('textbox', { name: 'Description (Spanish)' }).fill('1,800 pies² de Zoysia a lo largo de una cerca nueva.');
  await card.getByRole('textbox', { name: 'Order' }).fill('1');
  await card.getByRole('button', { name: 'Add project' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Project "Backyard Zoysia Lawn" saved.' })).toBeVisible({ timeout: 120_000 });

  const saved = page.getByRole('region', { name: 'Backyard Zoysia Lawn', exact: true });
  await uploadPhoto(page, saved, await jpegFixture(testInfo, 'project.jpg', 1200, 1600), 'A new Zoysia lawn beside a fence', 'Un pasto Zoysia nuevo junto a una cerca');

  await page.goto('/en');
  const gallery = page.getByRole('region', { name: 'Recent Projects' });
  const projectCard = gallery.locator('button[aria-haspopup="dialog"]', { hasText: 'Backyard Zoysia Lawn' });
  await expect(projectCard).toContainText('Montgomery, TX');
  await expect(projectCard.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\/photos\//);
  await page.goto('/es');
  await expect(page.locator('button[aria-haspopup="dialog"]', { hasText: 'Jardín Trasero de Zoysia' })).toBeVisible();
  await page.locator('button[aria-haspopup="dialog"]', { hasText: 'Jardín Trasero de Zoysia' }).click();
  await expect(page.getByRole('dialog', { name: 'Jardín Trasero de Zoysia' })).toContainText('1,800 pies² de Zoysia a lo largo de una cerca nueva.');
  await screenshots(page, testInfo, 'home-gallery', '/en#gallery-title');
});
