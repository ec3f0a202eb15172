import { expect, type Page } from '@playwright/test';

/**
 * Label in name (WCAG 2.5.3; axe has it only as an experimental rule): every link and button
 * whose `aria-label` replaces its name contains the words it shows, so a voice-control user can
 * say "click Get Quote". Checks the links and buttons inside `scope` (the whole page by default).
 */
export async function expectLabelsInNames(page: Page, scope = 'body') {
  const mismatched = await page.locator(scope).locator('a[aria-label], button[aria-label], [role="button"][aria-label], [role="link"][aria-label]').evaluateAll((els) =>
    els
      .map((el) => ({ shown: (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim(), name: el.getAttribute('aria-label')!.replace(/\s+/g, ' ').trim() }))
      .filter(({ shown, name }) => /\p{L}/u.test(shown) && !name.toLowerCase().includes(shown.toLowerCase()))
      .map(({ shown, name }) => `"${shown}" named "${name}"`),
  );
  expect(mismatched, mismatched.join('\n')).toEqual([]);
}
