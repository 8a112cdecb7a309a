import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * MUI's createTheme imports the CSS-variables theme builder (createThemeWithVars and what it
 * needs: about 17 KB raw, 5 KB brotli, in the entry every first visit downloads) beside the plain
 * one, and calls it only for a theme with `cssVariables` or `colorSchemes`, which the portal's
 * theme has neither of (client/src/shell/theme/AppThemeProvider.tsx). In the build, that import
 * resolves to `replacement`, which says so if it is ever called. Every other import is untouched.
 */
export function themeWithoutVariables(options: { replacement: URL }): Plugin {
  const replacement = fileURLToPath(options.replacement);
  return {
    name: 'theme-without-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/@mui\/material\/styles\/createTheme\.m?js$/.test(importer)) return undefined;
      return /^\.\/createThemeWithVars(\.m?js)?$/.test(source) ? replacement : undefined;
    },
  };
}
