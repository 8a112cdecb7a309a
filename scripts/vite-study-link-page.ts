import type { Plugin } from 'vite';

/**
 * Writes the page a study's link (/visor/<id>, /compartir/<token>) is answered with: the portal's
 * index.html with one more script, the early preview (client/src/study-links/early-preview.ts), which
 * shows the study's first image while the portal loads. It is an entry of its own, loaded only by
 * this page: every other first visit stays as it was (scripts/bundle-report.mjs). The server sends
 * this page for those links (server/src/http/spa.ts).
 */
export function studyLinkPage(options: { entry: string; page: string }): Plugin {
  return {
    name: 'study-link-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const index = bundle['index.html'];
      const early = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === options.entry,
      );
      if (index?.type !== 'asset' || early?.type !== 'chunk')
        return this.error(`study-link-page: index.html or the entry ${options.entry} is missing from the build`);
      // Before the portal's own script: the early preview's few kilobytes are asked for first.
      const tags = [
        ...early.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        `<script type="module" async crossorigin src="/${early.fileName}"></script>`,
      ];
      const html = String(index.source);
      const at = html.indexOf('<script');
      if (at < 0) return this.error('study-link-page: index.html has no script to put the early preview before');
      this.emitFile({
        type: 'asset',
        fileName: options.page,
        source: `${html.slice(0, at)}${tags.join('\n    ')}\n    ${html.slice(at)}`,
      });
    },
  };
}
