import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * A build plugin that resolves one import of one module of a package to a file of ours: `source`
 * as imported by a file matching `importer` becomes `replacement`. Every other import is untouched.
 */
export function importRedirect(options: { name: string; importer: RegExp; source: RegExp; replacement: URL }): Plugin {
  const replacement = fileURLToPath(options.replacement);
  return {
    name: options.name,
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !options.importer.test(importer)) return undefined;
      return options.source.test(source) ? replacement : undefined;
    },
  };
}
