import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import relay from 'eslint-plugin-relay';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/*
 * The storefront's layers (web/README.md): a folder imports only the folders below it. Each entry
 * names what a folder may not import; `import-x/no-cycle` catches the file cycles within a layer.
 */
const FEATURES = ['auth', 'account', 'consent', 'content', 'listing', 'product', 'checkout', 'routes'];
const ABOVE_BASE = [
  'relay',
  'routing',
  'components',
  'shell',
  'forms',
  'cart',
  ...FEATURES,
  'layouts',
  'app',
];
const LAYERS = {
  format: ABOVE_BASE,
  i18n: ABOVE_BASE,
  notifications: ABOVE_BASE,
  config: ABOVE_BASE,
  relay: ABOVE_BASE.filter((folder) => folder !== 'relay'),
  routing: ['components', 'shell', 'forms', 'cart', ...FEATURES, 'layouts', 'app'],
  components: ['shell', 'forms', 'cart', ...FEATURES, 'layouts', 'app'],
  shell: ['forms', 'cart', ...FEATURES, 'layouts', 'app'],
  forms: ['components', 'shell', 'cart', ...FEATURES, 'layouts', 'app'],
  cart: [...FEATURES, 'layouts', 'app'],
  auth: ['account', 'content', 'listing', 'product', 'checkout', 'routes', 'layouts', 'app'],
  account: ['product', 'checkout', 'routes', 'layouts', 'app'],
  content: ['account', 'listing', 'product', 'checkout', 'routes', 'layouts', 'app'],
  // Cookie consent: the banner and the settings (the content's cookies page shows the latter).
  consent: ['auth', 'account', 'content', 'listing', 'product', 'checkout', 'routes', 'layouts', 'app'],
  listing: ['auth', 'account', 'product', 'checkout', 'routes', 'layouts', 'app'],
  product: ['auth', 'account', 'listing', 'checkout', 'routes', 'layouts', 'app'],
  checkout: ['auth', 'listing', 'product', 'routes', 'layouts', 'app'],
  routes: ['auth', 'account', 'layouts', 'app'],
  layouts: ['app'],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/__generated__/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The storefront runs in the browser; it logs failures with console.error only.
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, relay },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
      // Without these the plugin cannot read the TypeScript files an import leads to, and no-cycle
      // silently finds nothing.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: Object.entries(LAYERS).map(([folder, above]) => ({
            target: `./web/src/${folder}`,
            from: above.map((other) => `./web/src/${other}`),
            message: `web/src/${folder} sits below these folders (web/README.md): move the shared piece down, or pass it in.`,
          })),
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-relay',
              message: "Import from 'react-relay/hooks': the package root adds 9 KiB of legacy containers.",
            },
            {
              name: 'react',
              importNames: ['Suspense'],
              message:
                "Use the Suspense of 'routing/hydration.js': the page counts as hydrated once each boundary has reported.",
            },
          ],
        },
      ],
      'relay/graphql-syntax': 'error',
      'relay/unused-fields': 'warn',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
    },
  },
  {
    // The services: no import cycle between files (a module needing another's piece at load time
    // would get it undefined), as in web.
    files: ['storefront-api/src/**/*.ts', 'gateway/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'gateway/src/schema/__generated__/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['storefront-api/tsconfig.json', 'gateway/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // storefront-api: each table has one writer, its module's repository (storefront-api/README.md,
  // "Who writes what"); other modules call that module's service or `public.ts`, never its repository.
  // A file of a module (src/<module>/*.ts) leaving its folder, or of a part of one
  // (src/<module>/<part>/*.ts) leaving the module, must not land on a repository.
  {
    files: ['storefront-api/src/*/*.ts'],
    ignores: ['**/*.test.ts', 'storefront-api/src/testing/**', 'storefront-api/src/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./.*repository\\.js$',
              message: "Another module's repository: call its service or public.ts (one writer per table).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['storefront-api/src/*/*/*.ts'],
    ignores: ['**/*.test.ts', 'storefront-api/src/testing/**', 'storefront-api/src/seed/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./.*repository\\.js$',
              message: "Another module's repository: call its service or public.ts (one writer per table).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/routing/hydration.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Fragments spread unmasked (`@relay(mask: false)`) in mutations: their fields are read where
    // they are spread, not in the module that defines them.
    files: [
      'web/src/forms/fragments.ts',
      'web/src/auth/signInPayload.ts',
      'web/src/account/orders/after-sales/orderStatus.ts',
    ],
    rules: { 'relay/unused-fields': 'off' },
  },
  {
    files: ['**/*.cjs', 'relay.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'tests/bench/**', '**/*.test.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
