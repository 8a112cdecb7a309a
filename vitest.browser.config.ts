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
    fileParallelism: false,
    // The files run one after the other in one process and share its database (an in-memory
    // PGlite takes seconds to create): each test builds data of its own, with unique names.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
