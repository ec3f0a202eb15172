// Issue 28, a bilingual walk-through on phone and desktop: each fix as a visitor or staff member
// meets it, and screenshots at 390 and 1280 px in both languages of every page touched (attached
// to the test results).
import { randomUUID } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './support/hydration';
import { createAccount, query, signIn } from './support/accounts';

/** A person needs at least this long to fill a form; faster submissions are held for staff review (a note on the lead). */
const HUMAN_PACE_MS = 3200;
const WIDTHS = [390, 1280] as const;
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A full-page screenshot, saved with the test's results and attached to its report. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Visits a page at both widths, checks the page itself never scrolls sideways, and photographs it. */
async function atBothWidths(page: Page, testInfo: TestInfo, path: string, name: string, check?: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
    await check?.(width);
    await shot(page, testInfo, `${name}-${width}`);
  }
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

  test('a sent contact form clears its earlier error toast', async ({ page }) => {
    await page.goto('/en/contact');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Walk Through');
    const email = form.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-email');
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you deliver sand to Conroe?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Validation Error')).toContainText('Invalid email format');

    await email.fill(`e2e-polish-${randomUUID()}@example.test`);
    await page.waitForTimeout(HUMAN_PACE_MS);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message Sent!')).toBeVisible();
    await expect(toast(page, 'Validation Error')).toHaveCount(0);
  });

  test('a sent member-pricing application clears its earlier error toast (Spanish)', async ({ page }) => {
    await page.goto('/es');
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Obtenga precios de miembro' }) });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('textbox', { name: 'Nombre de la empresa' }).fill('Constructora Recorrido');
    await card.getByRole('textbox', { name: 'Número de teléfono' }).fill('(936) 555-0177');
    const email = card.getByRole('textbox', { name: 'Correo electrónico' });
    await email.fill('sin-arroba');
    await card.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(toast(page, 'Error de Validación')).toContainText('Dirección de correo electrónico inválida');

    await email.fill(`e2e-polish-${randomUUID()}@example.test`);
    await page.waitForTimeout(HUMAN_PACE_MS);
    await card.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(toast(page, '¡Solicitud enviada!')).toBeVisible();
    await expect(toast(page, 'Error de Validación')).toHaveCount(0);
  });

  test('phone numbers stay on one line, on the 404 page and in the footer', async ({ page }, testInfo) => {
    test.setTimeout(150_000); // many pages, each photographed twice, on a shared machine
    for (const [lang, path] of [
      ['en', '/en/no-such-page'],
      ['es', '/es/no-existe'],
    ] as const) {
      await atBothWidths(page, testInfo, path, `404-${lang}`, async () => {
        const phones = page.locator('main a[href^="tel:"], footer a[href^="tel:"]');
        expect(await phones.count()).toBeGreaterThan(0);
        for (const phone of await phones.all()) {
          // One line box for the number's text, whatever the link's display.
          const { lines, text } = await phone.evaluate((a) => {
            const range = document.createRange();
            range.selectNodeContents(a);
            return { lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size, text: a.textContent ?? '' };
          });
          expect(lines, text).toBe(1);
          expect(text).toMatch(/^\(\d{3}\)\u00a0\d{3}\u2011\d{4}$/);
        }
      });
    }
  });

  test('About reads well without a founder’s name; Spanish copy reads as Spanish', async ({ page }, testInfo) => {
    test.setTimeout(150_000); // many pages, each photographed twice, on a shared machine
    await atBothWidths(page, testInfo, '/en/about', 'about-en', async () => {
      await expect(page.getByText(/^We founded .+ in 2024 after more than 15 years/)).toBeVisible();
      await expect(page.getByText(/the founder/i)).toHaveCount(0);
    });
    await atBothWidths(page, testInfo, '/es/nosotros', 'about-es', async () => {
      await expect(page.getByText(/^Fundamos .+ en 2024 después de más de 15 años/)).toBeVisible();
      await expect(page.getByText(/the founder|fundador/i)).toHaveCount(0);
    });
    await atBothWidths(page, testInfo, '/es/contacto', 'contact-es');
    await atBothWidths(page, testInfo, '/en/contact', 'contact-en');
    await atBothWidths(page, testInfo, '/es/cotizar', 'quote-es', async () => {
      await expect(page.getByText('Las cotizaciones son estimaciones;', { exact: false })).toBeVisible();
    });
  });

  test('variety links in the sod and bulk delivery lists use the theme’s link style', async ({ page }, testInfo) => {
    test.setTimeout(150_000); // many pages, each photographed twice, on a shared machine
    for (const [name, path, links] of [
      ['sod-en', '/en/services/sod-delivery', 'section[aria-labelledby="sod-varieties-title"] table a'],
      ['sod-es', '/es/servicios/entrega-cesped', 'section[aria-labelledby="sod-varieties-title"] table a'],
      ['bulk-en', '/en/services/bulk-delivery', 'main ul h3 a'],
      ['bulk-es', '/es/servicios/entrega-granel', 'main ul h3 a'],
    ] as const) {
      await atBothWidths(page, testInfo, path, name, async () => {
        const first = page.locator(links).first();
        await expect(first).toBeVisible();
        const style = await first.evaluate((a) => {
          const probe = document.createElement('span');
          probe.style.color = 'var(--mantine-color-anchor)';
          document.body.append(probe);
          const anchor = getComputedStyle(probe).color;
          probe.remove();
          return { color: getComputedStyle(a).color, anchor, decoration: getComputedStyle(a).textDecorationLine };
        });
        expect(style.color).toBe(style.anchor);
        expect(style.color).not.toBe('rgb(0, 0, 238)');
        expect(style.decoration).toBe('none');
      });
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
    for (const lang of ['en', 'es'] as const) {
      for (const path of pages) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`/${lang}/admin${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByText(/^(Loading…|Cargando…)$/)).toHaveCount(0);
          const problems = await overflowing(page);
          // At 1280 px nothing scrolls sideways; on a phone a table may scroll in its own frame, never the page.
          expect(width === 1280 ? problems : problems.filter((p) => p.startsWith('page ')), `${lang} ${path} at ${width} px`).toEqual([]);
          expect(await cutBadges(page), `${lang} ${path} at ${width} px`).toEqual([]);
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
