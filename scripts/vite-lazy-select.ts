import type { Plugin } from 'vite';
import { importRedirect } from './vite-import-redirect.ts';

/**
 * MUI's TextField imports Select for its `select` fields, and with it the Menu, Popover, Modal
 * and focus trap: about 15 KB brotli that a public page with only text fields would download on
 * a first visit. In the build, TextField's import of Select resolves to `replacement`, which
 * fetches Select when a select field first renders (client/src/shell/forms/lazy-select.tsx).
 * Every other import of Select is untouched.
 */
export const lazySelect = (options: { replacement: URL }): Plugin =>
  importRedirect({
    name: 'lazy-select',
    importer: /@mui\/material\/TextField\/TextField\.m?js$/,
    source: /^\.\.\/Select(\/index\.m?js)?$/,
    replacement: options.replacement,
  });

/**
 * MUI's Select imports Menu (with Popover, Modal, the transitions and the focus trap, about 12 KB
 * brotli) whether or not its menu is ever opened: a public form with a select field would download
 * it on its first visit. In the build, SelectInput's import of Menu resolves to `replacement`,
 * which fetches Menu when the field is approached (client/src/shell/forms/lazy-select-menu.tsx).
 */
export const lazySelectMenu = (options: { replacement: URL }): Plugin =>
  importRedirect({
    name: 'lazy-select-menu',
    importer: /@mui\/material\/Select\/SelectInput\.m?js$/,
    source: /^\.\.\/Menu\/(Menu|index)\.m?js$/,
    replacement: options.replacement,
  });
