import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Chromium driven by playwright-core against the built client, served by the real
 * server that each test file starts in the test process (tests/browser/support/portal.ts) on the
 * test database, which the tests fill through factories. TEST_DB=postgres runs them on
 * TEST_DATABASE_URL.
 */
export default defineConfig({
  resolve: {
    // One graphql module, or type-graphql's schema "comes from another module or realm".
    alias: { graphql: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) },
  },
  test: {
    include: ['tests/browser/**/*.test.ts'],
    // Builds the migrated database once (global-setup.ts), before the files share it.
    globalSetup: ['tests/support/global-setup.ts'],
    // The portal's server starts in the test process: its decorators need the metadata API first.
    setupFiles: ['tests/support/reflect-metadata.ts'],
    pool: 'forks',
    // Two workers, each running its files one after the other with its own portal, Chromium and
    // database (an in-memory PGlite copied from the migrated one): a page waits on its server
    // and its server on the page, so two files side by side use the two cores. The files of a
    // worker share its database: each test builds data of its own, with unique names. On the
    // PostgreSQL server every file would share one database, and a file that changes the lab's
    // settings would reach the other worker's pages: there the files run one at a time.
    fileParallelism: process.env.TEST_DB !== 'postgres',
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's answer to a click or a search is a query and a render: on a loaded 2-core machine
    // (CI load 8-16 measured) that passed vitest's default poll of 1 s and failed healthy tests.
    expect: { poll: { timeout: 10_000 } },
  },
});
