// Two-step verification as a customer uses it: turning it on from the account menu (password,
// QR code and key, a code, recovery codes shown once), signing in with the code step (a wrong
// code, then a recovery code, which is used up), and a password reset that still asks for the
// code before signing in. Staff enrollment and an admin's reset: admin.spec.ts; the rules behind
// them (codes used once, throttled, required of staff): tests/integration/two-factor.test.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/hydration';
import { codeFor, createAccount, signIn } from './support/accounts';
import { emailedLink } from './support/mail';
import { typeInto } from './support/typing';

/** axe on the page content (the toasts that sign-in shows are not part of it). */
async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a customer turns on two-step verification, signs in with the code step and a recovery code, and after a password reset is still asked for the code', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const customer = await createAccount('CUSTOMER');
  await page.goto('/en/auth');
  await signIn(page, customer);
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole('button', { name: `Account: ${customer.email}` }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/en\/account\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');

  // The password again first.
  await field(page, 'Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByText('That password is not right.')).toBeVisible();
  await field(page, 'Password').fill(customer.password);
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');

  // A wrong code is refused with a message at the field; the right one turns it on.
  await typeInto(field(page, 'Code from your authenticator app'), codeFor(secret, Date.now() - 5 * 30_000));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('That code is not valid or has already been used. Try the newest code from your app.')).toBeVisible();
  await typeInto(field(page, 'Code from your authenticator app'), codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByTestId('two-factor-status')).toContainText('On since');
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();
  // This browser stayed signed in (a fresh session replaced the one that ended).
  await expect(page.getByRole('button', { name: `Account: ${customer.email}` })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('button', { name: `Account: ${customer.email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // Signing out finishes when the header offers Sign In again (leaving earlier would abort it).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/en/auth?returnTo=/en/account/security');
  await signIn(page, { ...customer, secret: null });
  const code = field(page, 'Verification code');
  await expect(code).toBeFocused();
  await typeInto(code, '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid or has already been used. Try the newest code from your app.')).toBeVisible();
  await typeInto(code, recoveryCodes[0]!.toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/en\/account\/security$/);
  await expect(page.getByText('Recovery codes left: 9')).toBeVisible();

  // A forgotten password, reset from the e-mailed link in another browser: the code is still
  // asked for before signing in (the server's side: tests/integration/two-factor.test.ts).
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto('/en/auth');
  await elsewhere.getByRole('button', { name: 'Forgot your password?' }).click();
  await typeInto(field(elsewhere, 'Email'), customer.email);
  await elsewhere.getByRole('button', { name: 'Send reset link' }).click();
  await expect(elsewhere.getByText('If an account exists for that email')).toBeVisible();
  await elsewhere.goto(await emailedLink(customer.email, 'password-reset'));
  await typeInto(field(elsewhere, 'New password'), 'a-new-garden-password');
  await typeInto(field(elsewhere, 'Confirm new password'), 'a-new-garden-password');
  await elsewhere.getByRole('button', { name: 'Save password' }).click();
  // Not signed in yet: the code step, typed as the app shows it (the next one: the code that
  // turned it on may be of this same half minute, and each is used once).
  const step = field(elsewhere, 'Verification code');
  await expect(step).toBeFocused();
  await expect(elsewhere.getByRole('button', { name: `Account: ${customer.email}` })).toHaveCount(0);
  await typeInto(step, codeFor(secret, Date.now() + 30_000));
  await elsewhere.getByRole('button', { name: 'Verify' }).click();
  await expect(elsewhere.getByRole('button', { name: `Account: ${customer.email}` })).toBeVisible();
  await other.close();
});
