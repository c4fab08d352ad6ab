import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources (the `source` export condition), so tests
// never need a build first.
const resolve = { conditions: ['source', 'import', 'node', 'default'] };
const ssr = { resolve: { conditions: ['source', 'import', 'node', 'default'], externalConditions: ['source'] } };

export default defineConfig({
  test: {
    projects: [
      { resolve, ssr, test: { name: 'domain', root: 'domain', include: ['src/**/*.test.ts'] } },
      {
        resolve,
        ssr,
        test: {
          name: 'storefront-api',
          root: 'storefront-api',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'gateway',
          root: 'gateway',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'integration',
          root: 'tests',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
