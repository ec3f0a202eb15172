// Two-step verification as a customer uses it: turning it on from the account menu (password,
// QR code and key, a code, recovery codes shown once), signing in with the code step (a wrong
// code, then a recovery code, which is used up), and a password reset that still asks for the
// code before signing in (in Spanish). Staff enrollment and an admin's reset: admin.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/hydration';
import { codeFor, createAccount, signIn } from './support/accounts';
import { emailedLink } from './support/mail';

/** axe on the page content (the toasts that sign-in shows are not part of it). */
async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a customer turns on two-step verification, then signs in with the code step and a recovery code', async ({ page }) => {
  test.setTimeout(90_000);
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
  await field(page, 'Code from your authenticator app').fill(codeFor(secret, Date.now() - 5 * 30_000));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('That code is not valid or has already been used. Try the newest code from your app.')).toBeVisible();
  await field(page, 'Code from your authenticator app').fill(codeFor(secret));
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
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid or has already been used. Try the newest code from your app.')).toBeVisible();
  await code.fill(recoveryCodes[0]!.toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/en\/account\/security$/);
  await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
});

test('after a password reset the code is still asked for before signing in (in Spanish)', async ({ page }) => {
  const customer = await createAccount('CUSTOMER', { twoFactor: true });
  await page.goto('/es/auth');
  await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
  await field(page, 'Correo electrónico').fill(customer.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si existe una cuenta con ese correo electrónico')).toBeVisible();

  await page.goto(await emailedLink(customer.email, 'password-reset'));
  await field(page, 'Nueva contraseña').fill('a-new-garden-password');
  await field(page, 'Confirmar nueva contraseña').fill('a-new-garden-password');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  // Not signed in yet: the code step.
  const code = field(page, 'Código de verificación');
  await expect(code).toBeFocused();
  await expect(page.getByRole('button', { name: `Cuenta: ${customer.email}` })).toHaveCount(0);
  await code.fill(codeFor(customer.secret!));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('button', { name: `Cuenta: ${customer.email}` })).toBeVisible();
});
