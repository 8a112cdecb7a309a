import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests of the server. TEST_DB=postgres runs them on TEST_DATABASE_URL. */
export default defineConfig({
  resolve: {
    // One graphql module, or type-graphql's schema "comes from another module or realm".
    alias: { graphql: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) },
  },
  test: {
    include: ['tests/integration/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/reflect-metadata.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
