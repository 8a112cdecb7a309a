import { firstVisitModules, matchesRoute, publicPages } from '../../../shared/public-pages.js';
import { clientManifest } from './spa.js';

/**
 * The public pages' HTML with their code named in it (`<link rel="modulepreload">`): the files of
 * the page's modules and of what every first visit fetches beside them (shared/public-pages.ts),
 * with everything they import, apart from those the page names already (the entry's script and
 * its imports). Without them, the browser learnt of the page's code only once the entry's script
 * had downloaded and run: on a phone's network, a round trip or more (six files at a time over
 * HTTP/1.1) between the entry and the page's first render.
 * Answers a function giving the page of a path (with or without its leading slash) built on
 * `html`, the page as built (index.html, or study-link.html for a share link); undefined for a
 * path that is no public page, or when the build has no manifest.
 */
export async function pagePreloads(clientDir: string): Promise<(path: string, html: string) => string | undefined> {
  const manifest = await clientManifest(clientDir);
  if (!manifest) return () => undefined;
  const filesOf = (keys: readonly string[]) => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return files;
  };
  const pageFiles = publicPages.map((page) =>
    filesOf([...page.modules, ...firstVisitModules].map((module) => `src/${module}`)).filter((file) =>
      file.endsWith('.js'),
    ),
  );
  const pages = new Map<string, (string | undefined)[]>();
  return (path, html) => {
    const index = publicPages.findIndex((page) => matchesRoute(page.route, path));
    if (index < 0) return undefined;
    let built = pages.get(html);
    if (!built) pages.set(html, (built = []));
    if (!(index in built)) {
      // What the page names already (the entry's script and Vite's preloads) is left out.
      const links = pageFiles[index]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      built[index] = links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : undefined;
    }
    return built[index];
  };
}
