// The import rules of the app (docs/architecture.md "Layers"), checked by `npm run lint`.
// Type-only imports (`import type`) count too, except where a rule says otherwise.
const browser = '^src/(components|features|screens|routing|lib|content|domain|config)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module reaches itself through its imports, within a folder or across folders.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-not-ui',
      severity: 'error',
      comment: 'Server code builds data, never markup: it imports no component, feature, screen or page.',
      from: { path: '^src/server/' },
      to: { path: '^src/(components|features|screens|pages)/' },
    },
    {
      name: 'browser-not-server',
      severity: 'error',
      comment:
        'Code that runs in the browser imports nothing from src/server (the page registry and its loaders included). ' +
        "A type-only import is allowed: it is erased when compiled (a screen names its loader's data type, an admin screen the API's).",
      from: { path: browser },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-not-node',
      severity: 'error',
      comment: "Code that runs in the browser imports no Node module (node:fs and the like; src/i18n/translate.ts reads files, so it is the server's and the e-mails').",
      from: { path: browser },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-not-translate-files',
      severity: 'error',
      comment: 'Browser code translates with next-i18next; src/i18n/translate.ts reads the translation files from disk.',
      from: { path: browser },
      to: { path: '^src/i18n/translate\\.ts$' },
    },
    {
      name: 'layout-not-features',
      severity: 'error',
      comment: 'Shared components (the layout included) import no feature or screen: the page gives them as slots (src/features/site-slots.tsx).',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|screens|pages)/' },
    },
    {
      name: 'emails-not-server',
      severity: 'error',
      comment: 'E-mail templates get their data as the outbox payload and their texts from src/i18n; the server renders them, not the other way round.',
      from: { path: '^emails/' },
      to: { path: '^src/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/server/db/generated/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'] },
  },
};
