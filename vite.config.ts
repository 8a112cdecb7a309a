import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { defineConfig, type ProxyOptions } from 'vite';
import { graphqlDocumentModules } from './scripts/vite-graphql-documents.ts';
import { catalogParts } from './scripts/vite-catalog-parts.ts';
import { themeWithoutVariables } from './scripts/vite-theme-without-variables.ts';
import { lazySelect, lazySelectMenu } from './scripts/vite-lazy-select.ts';
import { serverTexts } from './scripts/vite-server-texts.ts';
import { reactRouterProduction } from './scripts/vite-react-router-production.ts';
import { studyLinkPage } from './scripts/vite-study-link-page.ts';
import { visitChunks } from './scripts/vite-visit-chunks.ts';
import { fileURLToPath } from 'node:url';

// API_URL points the dev proxy at another server (default: the local one on :4000).
const api = process.env.API_URL ?? 'http://localhost:4000';

/** A browser navigation (asks for HTML) stays in the SPA even when its path looks like an API path. */
function spaNavigation(req: IncomingMessage): string | undefined {
  return req.headers.accept?.includes('text/html') ? '/index.html' : undefined;
}

/**
 * Each feature's staff pages (client/src/<feature>/routes.tsx, or one folder deeper for a feature
 * grouped under another, like app-content/faq), every one a door of the signed-in area.
 */
const featureRouteFiles = readdirSync(new URL('./client/src/', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((path) => /^[^/]+(\/[^/]+)?\/routes\.tsx$/.test(path))
  .map((path) => `client/src/${path}`)
  .sort();

/** The script a study link's page adds to the portal's (scripts/vite-study-link-page.ts). */
const earlyPreview = fileURLToPath(new URL('./client/src/study-links/early-preview.ts', import.meta.url));
/** The early preview's modules (study-links/early-preview.ts and its imports), kept out of the entry's chunk. */
const earlyPreviewParts = [
  '/client/src/study-links/',
  '/client/src/shell/early-preview-handoff',
  '/client/src/shell/viewer-links',
  '/client/src/viewer/preview-size',
  '/client/src/viewer/open-study-viewer.graphql',
  '/client/src/viewer/study-viewer-fields.graphql',
  '/client/src/study-shares/open-shared-study.graphql',
];

const rest: ProxyOptions = { target: api, changeOrigin: true, bypass: spaNavigation };

/** A module of the client by its path under client/src, as the build names it. */
const clientModule = (path: string) => fileURLToPath(new URL(`./client/src/${path}`, import.meta.url));

/**
 * Modules whose lazy import starts a visit (the public pages) or the signed-in area (its
 * layouts): their chunks' imports are fetched beside them. The signed-in pages inside those
 * layouts fetch their own imports when they load, most already there with the layout: listing
 * every page's imports in the entry chunk cost each first visit of the catalogue about 5 KB gzip.
 * The viewer's page is opened directly from a link, outside the layouts: its imports come beside it.
 */
const visitDoors = [
  'auth/LoginPage.tsx',
  'auth/ForgotPasswordPage.tsx',
  'auth/ResetPasswordPage.tsx',
  'auth/FileLinkPage.tsx',
  'courses/PublicLayout.tsx',
  'courses/CoursesCatalogPage.tsx',
  'courses/CourseRegistrationPage.tsx',
  'pre-registration/PreRegistrationPage.tsx',
  'study-shares/SharedStudyPage.tsx',
  'routing/StaffPortal.tsx',
  'patient/PatientLayout.tsx',
  'viewer/ViewerPage.tsx',
  'api/apollo-scope.tsx',
].map(clientModule);
/**
 * The patient's home is opened with its layout at the start of a signed-in patient's visit
 * (routing/signed-in-routes.tsx): without its imports beside it, the browser found them one level
 * at a time as each module arrived (six round trips after the page's own file on a phone).
 */
const preloadedWithImports = new RegExp(
  `^assets/(${[...visitDoors, 'patient/PatientHomePage.tsx'].map((path) => basename(path).replace(/\.tsx$/, '')).join('|')})-`,
);

/**
 * The first visits' code travels in one chunk per set of visits that load it (scripts/vite-visit-chunks.ts):
 * the doors above; the patient's home, which the patient area's first visit opens; and what
 * every first visit fetches lazily beside its page (the failure screen). MUI's texts, one module
 * per locale (i18n/mui-texts), stay out of it: as roots their small chunks would be joined into one.
 */
const byVisit = visitChunks({
  roots: [
    ...visitDoors,
    ...['patient/PatientHomePage.tsx', 'shell/PageLoadFailed.tsx'].map(clientModule),
    // The dialogs and notices every page fetches once it has rendered (shell/feedback/load-outlets.ts):
    // what they share with the staff pages (Dialog, Modal, transitions) is not left in their chunks.
    clientModule('shell/feedback/FeedbackOutlets.tsx'),
  ],
  // What the patient's home fetches once it has drawn: the chat's conversation, the welcome tour
  // and the server messages' texts. What they share with the staff portal leaves its chunk (27 KB
  // brotli of code the staff pages share; the texts, in it, brought all of it and 25 files more);
  // the first visits' chunks stay as they are.
  later: {
    roots: ['chat/ChatConversation.tsx', 'shell/welcome-tour/WelcomeTour.tsx', 'i18n/portal-server-messages.ts'].map(
      clientModule,
    ),
    splits: [clientModule('routing/StaffPortal.tsx')],
  },
  // Code lengths before minification: a group under about 2 KB brotli joins a larger one when
  // that adds at most as much to any other visit.
  smallSize: 6000,
  budget: 6000,
});

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    // Each page ships only the GraphQL documents it imports (one chunk held them all).
    graphqlDocumentModules({ generatedFile: 'client/src/gql/graphql.ts' }),
    // Text fields do not download the select fields' menu (client/src/shell/forms/lazy-select.tsx).
    lazySelect({ replacement: new URL('./client/src/shell/forms/lazy-select.tsx', import.meta.url) }),
    // A select field fetches its menu when approached (client/src/shell/forms/lazy-select-menu.tsx).
    lazySelectMenu({ replacement: new URL('./client/src/shell/forms/lazy-select-menu.tsx', import.meta.url) }),
    // The theme has no CSS variables: MUI's builder of such themes stays out of the entry.
    themeWithoutVariables({ replacement: new URL('./client/src/shell/theme/no-css-variables.ts', import.meta.url) }),
    reactRouterProduction({ build: new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url) }),
    // Lingui's macros, through Babel only in the files that import one (about 330 of 550): Babel on
    // every file was the largest part of the build's own time (17 s of 52, 600 transforms).
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
        }),
      ],
    }),
    react(),
    lingui(),
    serverTexts(),
    studyLinkPage({ entry: earlyPreview, page: 'study-link.html' }),
    byVisit.plugin,
    // A first visit downloads only the texts of the public pages; the signed-in area loads the rest.
    catalogParts({
      sourceCatalog: new URL('./client/src/locales/es-MX.po', import.meta.url),
      // The files whose lazy imports load the signed-in area (its layouts and pages).
      doors: [
        'client/src/routing/SignedInLayout.tsx',
        'client/src/routing/signed-in-routes.tsx',
        'client/src/routing/staff-route-table.tsx',
        'client/src/routing/staff-routes.tsx',
        'client/src/shell/staff-pages.tsx',
        ...featureRouteFiles,
      ],
      // The staff portal's layout and the pages its route files lazy-load: their texts load with
      // the staff portal only, so a patient's first visit downloads just the patient area's.
      staff: {
        roots: ['client/src/routing/StaffPortal.tsx'],
        doors: ['client/src/routing/staff-routes.tsx', 'client/src/shell/staff-pages.tsx', ...featureRouteFiles],
      },
    }),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./client/index.html', import.meta.url)), 'early-preview': earlyPreview },
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports travels as one file: rolldown otherwise cut it into a common
            // chunk for each set of lazy pages sharing a part (15 files on every first visit).
            // The study link's early preview stays apart with the little it imports: it must not
            // wait for the entry's file, which is what it shows an image ahead of.
            { name: 'floor', tags: ['$initial'], test: (id) => !earlyPreviewParts.some((part) => id.includes(part)) },
            byVisit.group,
          ],
        },
      },
    },
    modulePreload: {
      // index.html keeps the preload of the entry's own imports: without it the browser finds
      // them only once the entry has arrived and been parsed, a round trip later on a phone.
      resolveDependencies: (file, dependencies, { hostType }) =>
        hostType === 'html' || preloadedWithImports.test(file)
          ? dependencies
          : dependencies.filter((dependency) => dependency.endsWith('.css')),
    },
    // Read by scripts/bundle-report.mjs to tell what each public page loads.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, changeOrigin: true, ws: true },
      '/heartbeat': rest,
      '/chat-message': rest,
      '/chat': rest,
      '/courses-registration': rest,
      // /courses/:id is also a staff page: only the payment endpoint goes to the API.
      '^/courses/payment-': rest,
      '/study-groups/upload': rest,
      // The sign-in through the identity provider: browser navigations to the server's routes.
      '/auth/oidc': { target: api, changeOrigin: true },
      // No page lives under these: previews in frames and download links are navigations too.
      '/files': { target: api, changeOrigin: true },
      '/studies': { target: api, changeOrigin: true },
    },
  },
});
