// The development server's smoke test: `npm run dev` (webpack, as scripts/dev.ts runs it) on a
// few pages, failing on any console error or warning, uncaught error or failed request.
// npm run test:slow (tests/run-slow.sh) runs it on a database of its own (DATABASE_URL).
import { defineConfig, devices } from '@playwright/test';
import { chromePath } from '../support/browser';

const port = Number(process.env.DEV_SMOKE_PORT ?? 3190);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  // The first request of each page compiles it (a minute or more on two busy cores).
  timeout: 300_000,
  reporter: [['list']],
  outputDir: `../../test-results/dev-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromePath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] },
  },
  projects: [{ name: 'dev', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx --no-install tsx scripts/dev.ts -p ${port} -H 127.0.0.1`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
});
