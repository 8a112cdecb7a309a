import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests of the server. TEST_DB=postgres runs them on TEST_DATABASE_URL. */
export default defineConfig({
  resolve: {
    // One graphql module, or type-graphql's schema "comes from another module or realm".
    alias: { graphql: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) },
  },
  test: {
    setupFiles: ['tests/support/reflect-metadata.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
    projects: [
      // Unit tests keep a module graph per file: a few replace a module (vi.mock) for their file alone.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // A worker loads the server's modules once for all its files instead of once per file
          // (2–3 s each, most of the suite's time), and its files share one database
          // (test-database.ts), as they share the PostgreSQL server. Tests isolate by unique data;
          // a file that needs the lab to itself takes a private database (private-database.ts).
          isolate: false,
        },
      },
    ],
  },
});
