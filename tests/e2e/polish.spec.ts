// Issue 28, a bilingual walk-through on phone and desktop: each fix as a visitor or staff member
// meets it, and screenshots of the back office at 390 and 1280 px in both languages (attached to
// the test results). The public pages' fixes (phone numbers on one line, the About copy, the
// quote page's note, themed variety links, no sideways scrolling) are checked on every visit of
// crawl.spec.ts, at both widths.
import { randomUUID } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './support/hydration';
import { createAccount, query, signIn } from './support/accounts';

const WIDTHS = [390, 1280] as const;

/** A full-page screenshot, saved with the test's results and attached to its report. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('public site', () => {
  test('the specification’s spellings of the quote page redirect (308) to the quote page of their language', async ({ request }) => {
    for (const [from, to] of [
      ['/es/quote', '/es/cotizar'],
      ['/es/cotizacion', '/es/cotizar'],
      ['/en/cotizacion', '/en/quote'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers().location!, 'http://x').pathname, from).toBe(to);
      const page = await request.get(to!);
      expect(page.status()).toBe(200);
    }
  });
});

test.describe('back office', () => {
  /** Every table of the page fits its frame (no sideways scrolling) and the page fits the window. */
  async function overflowing(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const problems: string[] = [];
      if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`page ${document.documentElement.scrollWidth} px`);
      for (const table of document.querySelectorAll('main table')) {
        let frame = table.parentElement;
        while (frame && frame !== document.body && getComputedStyle(frame).overflowX === 'visible') frame = frame.parentElement;
        const width = Math.round(table.getBoundingClientRect().width);
        const room = frame ? frame.clientWidth : window.innerWidth;
        if (width > room + 1) problems.push(`${table.getAttribute('aria-label') ?? table.getAttribute('aria-labelledby') ?? 'table'}: ${width} > ${room}`);
      }
      return problems;
    });
  }

  /** Badges show their whole label (no "SP…"). */
  async function cutBadges(page: Page): Promise<string[]> {
    return page.locator('main .mantine-Badge-root').evaluateAll((badges) =>
      badges.filter((b) => b.scrollWidth > b.clientWidth + 1 || (b.querySelector('.mantine-Badge-label')?.scrollWidth ?? 0) > (b.querySelector('.mantine-Badge-label')?.clientWidth ?? 0) + 1).map((b) => b.textContent ?? ''),
    );
  }

  test('every back-office page fits 1280 px, stays usable at 390 px, and reads in both languages', async ({ page }, testInfo) => {
    test.setTimeout(420_000);
    const t = randomUUID().slice(0, 8);
    // A Spanish member-pricing lead marked spam, with a long e-mail address, and a price change in the audit log.
    const [lead] = await query<{ id: string }>(
      `INSERT INTO "Lead" (id, name, email, phone, subject, message, "preferredLanguage", "sourcePage", status, "createdAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, '(936) 555-0142', 'quote', 'Necesito tres tarimas', 'es', 'membership_disclaimer', 'SPAM', now(), now()) RETURNING id`,
      [`Recorrido ${t}`, `a-rather-long-address-for-the-walk-through-${t}@constructora-ejemplo.example.test`],
    );
    await query(
      `INSERT INTO "AuditLog" (id, action, "entityType", "entityId", before, after, "createdAt")
       VALUES ($1, 'price.bulk', 'PriceBookEntry', $2, '{"listPriceCents": 12500, "salePriceCents": null}', '{"listPriceCents": 13000, "salePriceCents": null, "percent": 4}', now())`,
      [`e2e-${t}`, `product-${t}`],
    );

    const admin = await createAccount('ADMIN');
    await page.goto('/en/auth?returnTo=%2Fadmin');
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/admin$/);

    // The dashboard's tiles and figures are in the theme's colours, not the browser's link blue.
    const tile = page.locator('main a[href="/admin/leads?status=NEW"]');
    await expect(tile).toBeVisible();
    const colours = await tile.evaluate((a) => [...a.querySelectorAll('p')].map((p) => getComputedStyle(p).color).concat(getComputedStyle(a).color));
    colours.push(await page.locator('header a[href="/admin"]').evaluate((a) => getComputedStyle(a).color));
    expect(colours.filter((c) => c === 'rgb(0, 0, 238)' || c === 'rgb(85, 26, 139)')).toEqual([]);

    const pages = ['', '/products', '/bands', `/leads?status=SPAM&search=${t}`, `/leads/${lead!.id}`, '/memberships', '/quotes', '/outbox', `/audit?entityId=product-${t}`, '/staff'];
    // Each page loaded once per language, at 1280 px and then narrowed to a phone's width.
    for (const lang of ['en', 'es'] as const) {
      for (const path of pages) {
        await page.setViewportSize({ width: WIDTHS[1], height: 900 });
        await page.goto(`/${lang}/admin${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/^(Loading…|Cargando…)$/)).toHaveCount(0);
        for (const width of [...WIDTHS].reverse()) {
          await page.setViewportSize({ width, height: 900 });
          // At 1280 px nothing scrolls sideways; on a phone a table may scroll in its own frame, never the page.
          // (Polled: the frame's navigation slides away in a short transition when the window narrows.)
          await expect.poll(async () => ((problems) => (width === 1280 ? problems : problems.filter((p) => p.startsWith('page '))))(await overflowing(page)), { message: `${lang} ${path} at ${width} px` }).toEqual([]);
          await expect.poll(() => cutBadges(page), { message: `${lang} ${path} at ${width} px: cut badges` }).toEqual([]);
          await shot(page, testInfo, `admin-${lang}${path.split('?')[0]!.replace(/\//g, '-') || '-dashboard'}-${width}`);
        }
      }
    }

    // The lead: its status and source in words, in the back office's language; the reply in the customer's.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/en/admin/leads?status=SPAM&search=${t}`);
    const row = page.getByRole('row').filter({ hasText: `Recorrido ${t}` });
    await expect(row).toContainText('Member pricing application');
    await expect(row).not.toContainText('membership_disclaimer');
    await expect(row.locator('.mantine-Badge-root')).toHaveText('Spam');
    await page.goto(`/es/admin/leads/${lead!.id}`);
    await expect(page.getByText('Solicitud de precios de miembro')).toBeVisible();
    const reply = page.getByRole('link', { name: 'Responder por correo' });
    expect(decodeURIComponent((await reply.getAttribute('href'))!.split('subject=')[1]!)).toBe('Re: Solicitar cotización');
    await page.goto(`/en/admin/leads/${lead!.id}`);
    expect(decodeURIComponent((await page.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href'))!.split('subject=')[1]!)).toBe('Re: Solicitar cotización');

    // The audit log: amounts as money, fields by name.
    await page.goto(`/en/admin/audit?entityId=product-${t}`);
    const entry = page.getByRole('row').filter({ hasText: 'price.bulk' });
    await expect(entry).toContainText('List price: $125.00');
    await expect(entry).toContainText('List price: $130.00');
    await expect(entry).not.toContainText('listPriceCents');
    await page.goto(`/es/admin/audit?entityId=product-${t}`);
    await expect(page.getByRole('row').filter({ hasText: 'price.bulk' })).toContainText('Precio de lista: $130.00');

    // Lead search takes % as a character: "100%" finds no lead named "1000…".
    await page.goto(`/en/admin/leads?search=${encodeURIComponent(`%${t}`)}`);
    await expect(page.getByText('Nothing here yet.')).toBeVisible();
  });
});
