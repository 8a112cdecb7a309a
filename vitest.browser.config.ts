import { defineConfig } from 'vitest/config';

/** Browser tests: Chromium driven by playwright-core against the built portal started by global setup. */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/support/portal-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
