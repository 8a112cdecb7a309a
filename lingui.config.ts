import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Spanish (es-MX) is the source language: the Spanish text is the message of every macro.
 * Catalogs are plain .po files that the Vite plugin compiles on import.
 */
export default defineConfig({
  sourceLocale: 'es-MX',
  locales: ['es-MX', 'en', 'fr', 'he', 'ru', 'ar', 'zh-CN', 'de', 'ja', 'ko', 'it', 'hu'],
  fallbackLocales: { default: 'es-MX' },
  catalogs: [
    {
      path: '<rootDir>/client/src/locales/{locale}',
      include: ['<rootDir>/client/src'],
      exclude: ['**/node_modules/**', '<rootDir>/client/src/gql/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
