import { defineConfig, type ExtractorType } from '@lingui/conf';
import { extractor as babelExtractor } from '@lingui/cli/api';
import { formatter } from '@lingui/format-po';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * The server's texts (shared/messages.ts, the emails) are plain strings marked with a leading
 * `i18n` block comment: the server is built by tsc, which runs no macro. Lingui takes such a string as an explicit id; here
 * it becomes the message itself, with the id the `msg` macro would give it, so a text the client
 * and the server both use is one entry of the catalogue, keyed by its Spanish source.
 */
const serverTexts: ExtractorType = {
  match: (filename) => /[\\/](server[\\/]src|shared)[\\/].+\.ts$/.test(filename),
  extract(filename, code, onMessageExtracted, ctx) {
    return babelExtractor.extract(
      filename,
      code,
      (message) =>
        onMessageExtracted(
          message.message === undefined
            ? { ...message, id: generateMessageId(message.id, message.context), message: message.id }
            : message,
        ),
      ctx,
    );
  },
};

/**
 * Spanish (es-MX) is the source language: the Spanish text is the message of every macro and of
 * every marked server text. Catalogs are plain .po files that the Vite plugin compiles on import
 * and the server reads when it starts (server/src/common/translations.ts).
 */
export default defineConfig({
  sourceLocale: 'es-MX',
  locales: ['es-MX', 'en', 'fr', 'he', 'ru', 'ar', 'zh-CN', 'de', 'ja', 'ko', 'it', 'hu'],
  fallbackLocales: { default: 'es-MX' },
  catalogs: [
    {
      path: '<rootDir>/client/src/locales/{locale}',
      include: ['<rootDir>/client/src', '<rootDir>/shared', '<rootDir>/server/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/client/src/gql/**',
        '<rootDir>/server/src/**/*.test.ts',
        '<rootDir>/shared/**/*.test.ts',
      ],
    },
  ],
  extractors: [serverTexts, babelExtractor],
  // type-graphql's decorators in the server's files.
  extractorParserOptions: { tsExperimentalDecorators: true },
  format: formatter({ lineNumbers: false }),
});
