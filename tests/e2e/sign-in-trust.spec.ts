// Issue 42 ("Sign-in you can trust") through the browser, typed key by key as a person would:
// the pre-registration attack (finding 1) fails, and an e-mailed sign-in link opened in another
// browser shows the page naming the account and signs in only on its button (finding 3).
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './support/hydration';
import { createAccount } from './support/accounts';
import { emailedLink, sentEmail } from './support/mail';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function type(page: Page, name: string, text: string) {
  await field(page, name).click();
  await field(page, name).pressSequentially(text, { delay: 15 });
}

async function sessionEmail(page: Page): Promise<string | undefined> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { email?: string } } | null;
  return session?.user?.email;
}

async function askForLink(page: Page, email: string) {
  await page.goto('/en/auth');
  await type(page, 'Email', email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
}

test('an attacker who signed up with someone else’s address loses the password once its holder signs in by link', async ({ browser }) => {
  test.setTimeout(180_000);
  const victim = `e2e-victim-${randomUUID()}@example.test`;
  const attackerPassword = 'mallory-knows-this-71';

  // The attacker signs up with the victim's address and a password of their own.
  const attackerContext = await browser.newContext();
  const attacker = await attackerContext.newPage();
  await attacker.goto('/en/auth');
  await attacker.getByRole('tab', { name: 'Sign Up' }).click();
  await type(attacker, 'Full name', 'Mallory');
  await type(attacker, 'Email', victim);
  await type(attacker, 'Password', attackerPassword);
  await type(attacker, 'Confirm password', attackerPassword);
  await attacker.getByRole('button', { name: 'Create Account' }).click();
  await expect(attacker.getByText('Account created!')).toBeVisible();

  // Later the victim signs in with an e-mailed link, from the page that names the account.
  const victimContext = await browser.newContext();
  const page = await victimContext.newPage();
  await askForLink(page, victim);
  await page.goto(await emailedLink(victim, 'sign-in-link'));
  await expect(page.getByText(`You are about to sign in as ${victim}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account: ${victim}` })).toBeVisible();
  // The holder is told the sign-up's password was removed, with the way to set one.
  expect(await sentEmail(victim, 'password-dropped')).toContain('removed the password set at sign-up');

  // The attacker's password no longer signs in to the now confirmed account.
  await attacker.goto('/en/auth');
  await type(attacker, 'Email', victim);
  await type(attacker, 'Password', attackerPassword);
  await attacker.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await expect(attacker.getByText('Invalid email or password')).toBeVisible();
  expect(await sessionEmail(attacker)).toBeUndefined();
  // The victim is still signed in.
  await page.reload();
  await expect(page.getByRole('button', { name: `Account: ${victim}` })).toBeVisible();
  await attackerContext.close();
  await victimContext.close();
});

test('a sign-in link opened in another browser shows the page naming the account and signs in only on its button', async ({ browser }) => {
  test.setTimeout(120_000);
  const customer = await createAccount('CUSTOMER');
  const asking = await browser.newContext();
  await askForLink(await asking.newPage(), customer.email);
  const link = await emailedLink(customer.email, 'sign-in-link');
  const token = new URL(link, 'http://x').searchParams.get('emailLink')!;
  await asking.close();

  const other = await browser.newContext();
  const page = await other.newPage();
  // A page that sends the browser straight to the link's callback (a GET) signs nobody in: it
  // lands on the page that names the account.
  await page.goto(`/api/auth/callback/email?${new URLSearchParams({ token, email: customer.email, callbackUrl: '/en' })}`);
  await expect(page).toHaveURL(/\/en\/auth\?/);
  await expect(page.getByText(`You are about to sign in as ${customer.email}.`)).toBeVisible();
  expect(await sessionEmail(page)).toBeUndefined();

  // Opening the e-mailed link itself: the same page, still no session until the button.
  await page.goto(link);
  await expect(page.getByText(`You are about to sign in as ${customer.email}.`)).toBeVisible();
  expect(await sessionEmail(page)).toBeUndefined();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account: ${customer.email}` })).toBeVisible();
  expect(await sessionEmail(page)).toBe(customer.email);
  await other.close();
});
