import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');
const alias = {
  '@': path.join(root, 'src'),
  '@emails': path.join(root, 'emails'),
  // React's own react-dom/client, as next.config.mjs names it for src/page-runtime/hydrate-in-transition.ts.
  'react-dom-client-actual': 'react-dom/client',
};

export default defineConfig({
  root,
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // One database per run; files run one after another so counts stay meaningful.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
