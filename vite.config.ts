import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { defineConfig, type ProxyOptions } from 'vite';
import { graphqlDocumentModules } from './scripts/vite-graphql-documents.ts';
import { catalogParts } from './scripts/vite-catalog-parts.ts';
import { themeWithoutVariables } from './scripts/vite-theme-without-variables.ts';
import { lazySelect, lazySelectMenu } from './scripts/vite-lazy-select.ts';
import { serverTexts } from './scripts/vite-server-texts.ts';
import { reactRouterProduction } from './scripts/vite-react-router-production.ts';
import { studyLinkPage } from './scripts/vite-study-link-page.ts';
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

/**
 * Chunks whose lazy import starts a visit (the public pages) or the signed-in area (its
 * layouts): their imports are fetched beside them. The signed-in pages inside those layouts
 * fetch their own imports when they load, most already there with the layout: listing every
 * page's imports in the entry chunk cost each first visit of the catalogue about 5 KB gzip. The
 * viewer's page is opened directly from a link, outside the layouts: its imports come beside it.
 */
const preloadedWithImports =
  /^assets\/(LoginPage|ForgotPasswordPage|ResetPasswordPage|FileLinkPage|PublicLayout|CoursesCatalogPage|CourseRegistrationPage|PreRegistrationPage|SignedInLayout|StaffPortal|PatientLayout|ViewerPage|apollo-scope)-/;

/** MUI's components that every public page imports (the sign-in form, the catalogue, the password pages). */
const publicMuiComponents =
  /\/node_modules\/@mui\/material\/(esm\/)?(ButtonBase|Button|Alert|AlertTitle|Paper|CircularProgress|Link|IconButton|Typography|Box|SvgIcon|utils\/createSvgIcon|utils\/useSlot|utils\/isMuiElement|styles\/useThemeProps)(\/|\.m?js$)/;

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
            // The MUI components every public page shows (buttons, alerts, links, text, progress):
            // one file instead of one per component.
            { name: 'mui-public', test: publicMuiComponents },
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
