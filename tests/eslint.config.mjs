// ESLint with Next's rules (core web vitals + TypeScript). Run with `npm run lint`.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', '.data/**', 'node_modules/**', 'src/server/db/generated/**', 'next-env.d.ts', 'test-results/**'],
  },
  {
    settings: { next: { rootDir: '.' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One way to call the API from components (docs/architecture.md): public components go through
    // src/lib/call-api.ts, which loads the plain client lazily; nothing else imports the client.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/call-api.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)api-client$', message: 'Call the API through callApi (src/lib/call-api.ts) or useApiMutation (src/lib/use-api-mutation.ts), or the tRPC hooks of src/lib/trpc.ts on app screens.' }] }],
      'no-restricted-syntax': [
        'error',
        { selector: "ImportExpression[source.value=/(^|\\/)api-client$/]", message: 'Call the API through callApi (src/lib/call-api.ts), which loads the client when first needed.' },
      ],
    },
  },
  {
    // Settings are read and validated once (src/config/env.mjs), the kind of build in
    // src/config/build.ts. instrumentation.ts keeps Next's runtime check written out: webpack
    // removes the Node-only import from the edge build only in that form.
    files: ['src/**/*.{ts,tsx,mjs}'],
    ignores: ['src/config/env.mjs', 'src/config/build.ts', 'src/instrumentation.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings from src/config/env.mjs (server) or the kind of build from src/config/build.ts.' }],
    },
  },
];

export default config;
