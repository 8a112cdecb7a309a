import type { Plugin } from 'vite';

/**
 * react-router's package exports only its development build (no `production` condition), which
 * keeps the development warnings' code in the entry every first visit downloads (about 0.4 KB
 * brotli). The package ships the same code with those warnings off in dist/production: the build
 * imports that one. The development server keeps the warnings.
 */
export function reactRouterProduction(options: { build: URL }): Plugin {
  const build = options.build.pathname;
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? build : undefined),
  };
}
