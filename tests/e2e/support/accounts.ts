// Accounts for end-to-end tests, written straight into the test database, and signing in as
// the browser does. Staff and admins get a known two-step secret (encrypted with the same key
// the server derives from NEXTAUTH_SECRET, which tests/e2e/run.sh exports to both), and the
// code step is answered with the code an authenticator app would show.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { hashPassword } from '@/server/auth/password';
import { base32Decode, generateSecret, totp } from '@/server/auth/totp';
import { sealSecret } from '@/server/auth/totp-keys';

export type Role = 'CUSTOMER' | 'STAFF' | 'ADMIN' | 'DRIVER';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  role: Role;
  /** Base32 TOTP secret when two-step verification is on. */
  secret: string | null;
}

/** The code an authenticator app shows for `secret` at a moment. */
export function codeFor(secret: string, atMs = Date.now()): string {
  return totp(base32Decode(secret), atMs);
}

export async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A confirmed, active account. Staff, admins and drivers have two-step verification on unless
 * `twoFactor: false` (then they must set it up at their first sign-in).
 */
export async function createAccount(role: Role, options: { twoFactor?: boolean; name?: string } = {}): Promise<TestAccount> {
  const id = `e2e-${randomUUID()}`;
  const email = `e2e-${role.toLowerCase()}-${randomUUID()}@example.test`;
  const password = `pw-${randomUUID()}`;
  const secret = (options.twoFactor ?? role !== 'CUSTOMER') ? generateSecret() : null;
  await query(
    `INSERT INTO "User" (id, email, name, "emailVerified", "passwordHash", role, "isActive", "sessionVersion", language, "twoFactorSecret", "twoFactorEnabledAt", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, now(), $4, $5, true, 0, 'en', $6, $7, now(), now())`,
    [id, email, options.name ?? `E2E ${role}`, await hashPassword(password), role, secret ? sealSecret(secret, id) : null, secret ? new Date() : null],
  );
  return { id, email, password, role, secret };
}

/**
 * Forgets who was signed in, as a new visitor on the same browser: leaves the page first, so a
 * session request still in flight (NextAuth sets the cookie again on each one) cannot bring the
 * cookie back after it is cleared.
 */
export async function signOutByClearingCookies(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** Fills the sign-in form on the current page; answers the code step when the account has one. */
export async function signIn(page: Page, account: Pick<TestAccount, 'email' | 'password' | 'secret'>) {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  if (account.secret) {
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toBeFocused();
    await code.fill(codeFor(account.secret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
}
