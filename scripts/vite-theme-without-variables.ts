import type { Plugin } from 'vite';
import { importRedirect } from './vite-import-redirect.ts';

/**
 * MUI's createTheme imports the CSS-variables theme builder (createThemeWithVars and what it
 * needs: about 17 KB raw, 5 KB brotli, in the entry every first visit downloads) beside the plain
 * one, and calls it only for a theme with `cssVariables` or `colorSchemes`, which the portal's
 * theme has neither of (client/src/shell/theme/AppThemeProvider.tsx). In the build, that import
 * resolves to `replacement`, which says so if it is ever called. Every other import is untouched.
 */
export const themeWithoutVariables = (options: { replacement: URL }): Plugin =>
  importRedirect({
    name: 'theme-without-variables',
    importer: /@mui\/material\/styles\/createTheme\.m?js$/,
    source: /^\.\/createThemeWithVars(\.m?js)?$/,
    replacement: options.replacement,
  });
