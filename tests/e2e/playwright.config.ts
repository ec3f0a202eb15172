// End-to-end tests: Debian's Chromium against the production build (`next start`).
// tests/run-all.sh builds the app and prepares its database first.
import { defineConfig, devices } from '@playwright/test';
import { chromePath } from '../support/browser';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The public specs run side by side, test by test: each test is its own visitor, from its own
  // address, with its own accounts (support/hydration.ts, support/accounts.ts). Two workers on
  // this two-core machine (one `next start` serves both): measured in tests/README.md.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Each build/port gets its own results folder, so parallel runs never share trace files.
  outputDir: `../../test-results/e2e-${port}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromePath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /admin\.spec\.ts/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The back-office specs change prices and delivery bands, so they run after every public
    // check that compares pages with the seeded catalogue.
    // One at a time, in file order: they share the catalogue and the business settings.
    { name: 'back-office', testMatch: /admin\.spec\.ts/, dependencies: ['desktop'], fullyParallel: false, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // What `npm start` runs in production.
    command: `node scripts/start.mjs -p ${port} -H 127.0.0.1`,
    cwd: '../..',
    url: `${baseURL}/en`,
    reuseExistingServer: false,
    timeout: 120_000,
    // TRUST_PROXY=1: a test may act from another client address with X-Forwarded-For (account-security.spec.ts);
    // requests without the header keep the connection's address.
    env: { ...(process.env as Record<string, string>), SITE_URL: baseURL, NEXT_TELEMETRY_DISABLED: '1', TRUST_PROXY: '1' },
  },
});
