import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * MUI's TextField imports Select for its `select` fields, and with it the Menu, Popover, Modal
 * and focus trap: about 15 KB brotli that a public page with only text fields would download on
 * a first visit. In the build, TextField's import of Select resolves to `replacement`, which
 * fetches Select when a select field first renders (client/src/shell/forms/lazy-select.tsx).
 * Every other import of Select is untouched.
 */
export function lazySelect(options: { replacement: URL }): Plugin {
  const replacement = fileURLToPath(options.replacement);
  return {
    name: 'lazy-select',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/@mui\/material\/TextField\/TextField\.m?js$/.test(importer)) return undefined;
      return /^\.\.\/Select(\/index\.m?js)?$/.test(source) ? replacement : undefined;
    },
  };
}
