import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');
const alias = {
  '@': path.join(root, 'src'),
  '@emails': path.join(root, 'emails'),
};

export default defineConfig({
  root,
  resolve: { alias },
  test: {
    // Test files run in parallel, one per worker: as many workers as cores, and at least two
    // (Vitest's default of cores − 1 leaves a two-core machine with one). TEST_WORKERS overrides.
    maxWorkers: Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism()),
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
          // One migrated and seeded template database per run; each worker runs its files one
          // after another on its own copy of it (support/db.ts), so workers never share one.
          globalSetup: ['tests/integration/global-setup.ts'],
          // Workers share the cores, so a CPU-bound test (sign-in throttling makes 100 sign-ins,
          // each an argon2 hash at production cost) takes up to twice as long as alone.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Tooling tests that start processes (npm start's process manager, next start, a fresh
          // Node, the bench's CPU burners): npm run test:slow, not npm test.
          name: 'slow',
          include: ['tests/slow/**/*.test.{ts,tsx}'],
          environment: 'node',
          // One file at a time: some hold a process's wall-clock time to a limit.
          fileParallelism: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
