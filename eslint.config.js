import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint-rules/index.js';

const root = import.meta.dirname;
/** The code the type-aware rules read, with the TypeScript project that compiles it. */
const typedProjects = ['./tsconfig.json', './tsconfig.client.json'];
const typedFiles = ['server/src/**/*.ts', 'shared/**/*.ts', 'tests/**/*.ts', 'client/src/**/*.{ts,tsx}'];
const productFiles = ['server/src/**/*.ts', 'shared/**/*.ts', 'client/src/**/*.{ts,tsx}'];
const testFiles = ['**/*.test.{ts,tsx}', 'tests/**'];
/** Builds, code generation, migrations and linting: they may use devDependencies. */
const toolingFiles = ['*.{js,ts}', 'scripts/**', 'drizzle/**', 'eslint-rules/**'];

export default defineConfig(
  globalIgnores(['dist/', 'data/', 'coverage/', 'test-results/', '.tmp/', 'client/src/gql/', 'client/src/locales/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { globals: globals.node },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: typedProjects.map((p) => `${root}/${p}`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A property named only to leave it out of `...rest` is used; so is an argument whose name
      // starts with an underscore (one the GraphQL schema needs, say).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Every package imported is declared; the product's code imports only `dependencies`.
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: [...testFiles, ...toolingFiles] }],
    },
  },
  {
    files: typedFiles,
    languageOptions: { parserOptions: { project: typedProjects, tsconfigRootDir: root } },
    rules: {
      // The type-aware rules that catch real bugs; the rest of the typed set costs more than it finds.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'graphql-ws',
              message:
                "Import 'graphql-ws/client': the main entry brings graphql-ws's server and the whole graphql package (30 KB brotli) to the page.",
            },
          ],
        },
      ],
    },
  },
  {
    // Cycles between folders, and between modules inside them; tests may import anything.
    files: productFiles,
    ignores: testFiles,
    plugins: { local },
    rules: {
      'local/no-folder-cycles': [
        'error',
        { root, featureRoots: ['server/src', 'client/src'], wholeFolders: ['shared'] },
      ],
      // A server feature reaches another only through its front door, server/src/<feature>/index.ts.
      'local/feature-front-door': [
        'error',
        {
          root,
          featureRoot: 'server/src',
          // Folders every feature builds on: none of them is a feature.
          sharedFolders: ['common', 'db', 'graphql', 'http', 'mail', 'events', 'access'],
          // Drizzle tables are the database's shape, read by many features (joins, foreign keys)
          // and loaded one by one by drizzle-kit: an index.ts would pull a feature's resolvers in.
          openFiles: ['\\.tables$'],
        },
      ],
      // A lazy chunk importing what loads it is safe: only static imports both ways run a module
      // before the one it needs.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // The unchecked database handle, deps.systemDb, is read only by the system work listed here; a
    // service that acts for someone takes its data through scopedDb(deps, actor) (server/src/access).
    // A new entry is a review of who may bypass the ownership rules.
    files: ['server/src/**/*.ts'],
    ignores: testFiles,
    plugins: { local },
    rules: {
      'local/system-db': [
        'error',
        {
          root,
          allowed: [
            // The access layer itself: scopedDb is built on the handle.
            'server/src/access/',
            // The demo seed, loaded as the system into an empty database.
            'server/src/seed/',
            // Jobs (server/src/jobs): work that outlives a request, run with no actor, one kind per
            // `*.job.ts` file; what each reads and writes is decided when the job is sent.
            '*.job.ts',
            // System work the jobs run: the storage sweep (and the handle it hands each storage
            // owner), and the confirmation of unanswered payments (also reached from the public payment).
            'server/src/files/storage-sweep.ts',
            'server/src/courses/payment-settlement.ts',
            // The DICOM listener's settings, read at each scanner's association: no user.
            'server/src/dicom-listener/listener-settings.ts',
            // Sign-in and reset links, before any actor exists.
            'server/src/auth/auth.service.ts',
            'server/src/auth/identity-provider.service.ts',
            // A signed file link judged before its session is known (the expired-link page).
            'server/src/files/file-link-page.ts',
            // Viewer grants and share links: a token, not a session, stands for the reader, and
            // what it may read is in the query's condition (the grant's liveness included).
            'server/src/dicom-web/dicom-readers.ts',
            'server/src/dicom-web/share-viewer.service.ts',
            'server/src/study-shares/share-opening.service.ts',
            'server/src/study-shares/share-files.service.ts',
            // Public content and forms anyone may read or send without an account.
            'server/src/app-content/public-reads.ts',
            'server/src/courses/catalogue.service.ts',
            'server/src/courses/payment.service.ts',
            'server/src/settings/app-settings.service.ts',
            'server/src/users/pre-registration-form.service.ts',
            // The readiness probe's `select 1`: no user, no data read.
            'server/src/http/health.ts',
          ],
        },
      ],
    },
  },
  {
    // Large libraries a request may need but a start does not: loaded at their first use.
    files: ['server/src/**/*.ts'],
    ignores: [...testFiles, 'server/src/common/dcmjs.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dcmjs', message: 'Take dcmjs from server/src/common/dcmjs.ts: it loads at its first use, once.' },
            ...['google-auth-library', 'file-type'].map((name) => ({
              name,
              allowTypeImports: true,
              message: `Import ${name} with import() where it is used: the server's start does not load it.`,
            })),
          ],
        },
      ],
    },
  },
);
