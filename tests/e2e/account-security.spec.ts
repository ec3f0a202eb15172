// Account security end to end (issue 24): changing the password and the e-mail address from the
// security page (the new address confirmed from the e-mail the outbox sent), the notices those
// changes e-mail to the holder, and signing in by e-mailed link. (Sign-in throttling, an attacker
// locked out while the owner signs in from elsewhere: tests/integration/sign-in-throttle.test.ts,
// its message tests/integration/auth.test.ts, the client address tests/unit/client-address.test.ts.)
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './support/hydration';
import { createAccount, signIn } from './support/accounts';
import { emailedLink, sentEmail } from './support/mail';

const field = (scope: Page | ReturnType<Page['getByRole']>, name: string) => scope.getByRole('textbox', { name, exact: true });

async function sessionEmail(page: Page): Promise<string | undefined> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { email?: string } } | null;
  return session?.user?.email;
}

test('a customer changes the password and the e-mail address, and hears of each change by e-mail', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const customer = await createAccount('CUSTOMER');
  await page.goto('/en/auth');
  await signIn(page, customer);
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/account/security');
  await expect(page.getByText(`You sign in with ${customer.email}.`)).toBeVisible();

  // The password: the current one first; too short a new one is refused before sending.
  const passwordForm = page.getByRole('region', { name: 'Change your password' });
  await field(passwordForm, 'Current password').fill('not-my-password');
  await field(passwordForm, 'New password').fill('short');
  await field(passwordForm, 'Confirm new password').fill('short');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('Your password needs at least 8 characters.', { exact: false })).toBeVisible();
  await field(passwordForm, 'New password').fill('a-fresh-garden-path');
  await field(passwordForm, 'Confirm new password').fill('a-fresh-garden-path');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('Your current password is not right.')).toBeVisible();
  await field(passwordForm, 'Current password').fill(customer.password);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  // This browser stays signed in; the holder gets a notice.
  expect(await sessionEmail(page)).toBe(customer.email);
  expect(await sentEmail(customer.email, 'sign-in-changed')).toContain('was just changed, and every other device was signed out');

  // Elsewhere, the old password no longer signs in and the new one does.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto('/en/auth');
  await signIn(elsewhere, customer);
  await expect(elsewhere.getByText('Invalid email or password').first()).toBeVisible();
  await signIn(elsewhere, { ...customer, password: 'a-fresh-garden-path' });
  await expect(elsewhere).toHaveURL(/\/en$/);
  await other.close();

  // The e-mail address: it changes only once the link sent to the new address is opened.
  const newEmail = `e2e-moved-${randomUUID()}@example.test`;
  const emailForm = page.getByRole('region', { name: 'Change your e-mail address' });
  await field(emailForm, 'New e-mail address').fill(newEmail);
  await field(emailForm, 'Current password').fill('a-fresh-garden-path');
  await emailForm.getByRole('button', { name: 'Send the link' }).click();
  await expect(emailForm.getByText('Check your new address')).toBeVisible();
  expect(await sessionEmail(page)).toBe(customer.email);

  await page.goto(await emailedLink(newEmail, 'email-change'));
  await expect(page.getByText('E-mail address changed')).toBeVisible();
  await expect(page.getByText(`From now on you sign in with ${newEmail}.`)).toBeVisible();
  // Every session ends with a new address (issue 42, finding 2); the new address signs in.
  expect(await sessionEmail(page)).toBeUndefined();
  await page.goto('/en/auth');
  await signIn(page, { email: newEmail, password: 'a-fresh-garden-path', secret: null });
  await expect(page.getByRole('button', { name: `Account: ${newEmail}` })).toBeVisible();
  // The old address is told, the new one shown partly hidden.
  expect(await sentEmail(customer.email, 'sign-in-changed')).toContain('now signs in with e•••@example.test instead of this address');
});

test('a customer signs in by e-mailed link, from the page that names the account', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = await createAccount('CUSTOMER');
  await page.goto('/en/auth');
  await field(page, 'Email').fill(customer.email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  await page.goto(await emailedLink(customer.email, 'sign-in-link'));
  await expect(page.getByText(`You are about to sign in as ${customer.email}.`)).toBeVisible();
  // A button (a POST with the CSRF token), no longer a link to the callback (issue 42).
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('button', { name: `Account: ${customer.email}` })).toBeVisible();
  // That a link works once is tested in tests/integration/email-link.test.ts.
});
