// ESLint with Next's rules (core web vitals + TypeScript). Run with `npm run lint`.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', '.data/**', 'node_modules/**', 'src/server/db/generated/**', 'next-env.d.ts', 'test-results/**', 'public/scripts/after-paint.js' /* built from src/page-runtime/after-paint.ts */],
  },
  {
    settings: { next: { rootDir: '.' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default config;
