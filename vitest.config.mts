import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources (the `source` export condition), so tests
// never need a build first.
// `graphql` is pinned to its CommonJS entry, the one Node gives graphql-yoga and @graphql-tools: Vite
// would pick its `module` entry for our sources, and two copies of graphql break `instanceof` checks
// (typed errors get masked, schema types are not recognised).
const resolve = {
  alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  conditions: ['source', 'import', 'node', 'default'],
};
// Vitest hands these conditions to Node as `--conditions` too: `import` there would make a CommonJS
// `require` of a dual package (pg requiring pg-pool) load its ESM entry and break. Vite adds `import`
// to its own resolution of import statements anyway.
const ssr = { resolve: { conditions: ['source', 'node', 'default'], externalConditions: ['source'] } };

export default defineConfig({
  test: {
    projects: [
      { resolve, ssr, test: { name: 'domain', root: 'domain', include: ['src/**/*.test.ts'] } },
      { resolve, ssr, test: { name: 'telemetry', root: 'telemetry', include: ['src/**/*.test.ts'] } },
      {
        resolve,
        ssr,
        test: {
          name: 'storefront-api',
          root: 'storefront-api',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // The route tests share one seeded database per process (src/testing/database.ts): files
          // one after the other in each process, modules kept between files, so it opens once per
          // process. Two processes (Vitest's default is one fewer than the cores), each with its
          // own database: the suite is 100 s of tests, and one process left the second core to the
          // small projects (done in 10 s).
          pool: 'forks',
          isolate: false,
          maxWorkers: 2,
          // Names the run and drops its throw-away databases on TEST_DATABASE_URL at the end.
          globalSetup: ['src/testing/global-setup.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: { name: 'payment-sandbox', root: 'payment-sandbox', include: ['src/**/*.test.ts'] },
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
      // The storefront's pure modules (URL state, scroll and event rules...); screens are covered by
      // the Playwright journeys in a real browser.
      {
        resolve,
        ssr,
        test: {
          name: 'web',
          root: 'web',
          include: ['src/**/*.test.ts'],
          setupFiles: ['src/i18n/test-setup.ts'],
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
          // Vitest's default is one process fewer than the cores: one on the CI machines' two, and
          // the suite (services talking over HTTP, mostly waiting) took 4 min 25 s; 2 min 8 s with
          // two. Not more: each file's stacks hold up to 10 connections of the server's 100.
          maxWorkers: 2,
          // With TEST_DATABASE_URL each stack's database is a throw-away one on that server
          // (tests/support/stack.ts): the storefront-api's setup names the run and drops them at the end.
          globalSetup: ['../storefront-api/src/testing/global-setup.ts'],
        },
      },
    ],
  },
});
