// Accounts end to end: sign up, confirm from the e-mailed link, sign in, account menu, sign out,
// and coming back to the page that sent the visitor to sign in.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './support/hydration';
import { emailedLink } from './support/mail';

const password = 'garden-path-42';

/** A text or password input by its label (Mantine adds ' *' to required labels). */
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function signIn(page: Page, email: string, pass: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(pass);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up, confirm from the e-mail, see the account menu, sign out, sign in again', async ({ page }) => {
  // A dozen page loads and two e-mails: 46 s at load 8 on the two-core CI machine, past the 45 s default.
  test.setTimeout(90_000);
  const email = `e2e-${randomUUID()}@example.test`;
  await page.goto('/en/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();

  // The form checks matching passwords first, then their length, before sending anything.
  await field(page, 'Full name').fill('Pat Gardener');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('abc');
  await field(page, 'Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await field(page, 'Confirm password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Your password needs at least 8 characters.', { exact: false })).toBeVisible();

  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page.getByText('Please check your email to confirm your account.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  // Before confirming, signing in is refused with a way to get the link again.
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please check your email and confirm your account').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend confirmation email' })).toBeVisible();

  // The link signs the new customer in and goes home.
  await page.goto(await emailedLink(email, 'account-confirmation'));
  await expect(page).toHaveURL(/\/en$/);
  const menuButton = page.getByRole('button', { name: `Account: ${email}` });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'My quotes' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // A used link does not work twice.
  await page.goto(await emailedLink(email, 'account-confirmation'));
  await expect(page.getByText('This link is invalid or has already been used.')).toBeVisible();

  // Wrong password: the generic message; then the right one brings the visitor back.
  await page.goto('/en/auth?returnTo=/en/quote');
  await signIn(page, email, 'not-my-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/quote$/);

  // Signed in, the auth page sends the visitor on, never to another site.
  await page.goto('/en/auth?returnTo=//evil.example/steal');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en$/);
});

test('the header Sign In button returns to the page it was pressed on', async ({ page }) => {
  await page.goto('/en/grass');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/en\/auth\?returnTo=%2Fen%2Fgrass$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
});

test('a forgotten password is reset from the e-mailed link, which signs in', async ({ page, browser }) => {
  // Sign-up, confirmation, the reset e-mail and two sign-ins: 47 s in a fresh-clone run, past the 45 s default.
  test.setTimeout(90_000);
  const email = `e2e-reset-${randomUUID()}@example.test`;
  await page.goto('/en/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await field(page, 'Full name').fill('Reset Person');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await page.goto(await emailedLink(email, 'account-confirmation'));
  await expect(page.getByRole('button', { name: `Account: ${email}` })).toBeVisible();
  await page.getByRole('button', { name: `Account: ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // Signing out finishes when the header offers Sign In again (leaving earlier would abort it).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Another browser asks for a reset and sets a new password.
  const other = await browser.newPage();
  await other.goto('/en/auth');
  await other.getByRole('button', { name: 'Forgot your password?' }).click();
  await field(other, 'Email').fill(email);
  await other.getByRole('button', { name: 'Send reset link' }).click();
  await expect(other.getByText('If an account exists for that email')).toBeVisible();
  await other.goto(await emailedLink(email, 'password-reset'));
  await field(other, 'New password').fill('a-new-password');
  await field(other, 'Confirm new password').fill('a-new-password');
  await other.getByRole('button', { name: 'Save password' }).click();
  await expect(other.getByRole('button', { name: `Account: ${email}` })).toBeVisible();
  await other.close();
});
