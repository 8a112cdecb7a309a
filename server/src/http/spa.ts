import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { keepBody, sendKept, type KeptBody } from './kept-body.js';
import type { RoutedPaths } from './unrouted.js';

/** The built client's index.html, for an answer that a client route explains; undefined when not built. */
export function clientIndexHtml(clientDir: string): Promise<Buffer | undefined> {
  return readFile(join(clientDir, 'index.html')).catch(() => undefined);
}

/** A chunk of the built client as its manifest lists it: its file, the chunks it imports (by key), its CSS. */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/** The built client's manifest (chunks by source or chunk key); undefined when the client is not built. */
export function clientManifest(clientDir: string): Promise<Record<string, ManifestChunk> | undefined> {
  return readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8').then(
    (text) => JSON.parse(text) as Record<string, ManifestChunk>,
    () => undefined,
  );
}

/**
 * The scripts and styles of the built client that pages import, as request paths (`/assets/…`):
 * the chunks and their CSS named in the build's manifest. A worker's script is no chunk of the
 * pages' graph, so it is not among them. Empty when the client is not built.
 */
export async function builtSubresources(clientDir: string): Promise<ReadonlySet<string>> {
  const manifest = (await clientManifest(clientDir)) ?? {};
  const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
  return new Set(files.filter((file) => /\.(js|css)$/.test(file)).map((file) => `/${file}`));
}

/** A viewer or share link, answered with the page that also shows the study's first image early (study-link.html). */
const studyLink = /^(visor|compartir)\/[^/]+\/?$/;

/**
 * Serves the built client: files by path, and index.html for every other GET so that deep
 * links such as /aula_courses open the SPA; a viewer or share link gets study-link.html, the same
 * page with the early preview's script (scripts/vite-study-link-page.ts). An API call, a missing
 * file or a path outside the client get the JSON answer of every unrouted request (unrouted.ts).
 */
export async function spaRoutes(
  app: FastifyInstance,
  options: {
    clientDir: string;
    paths: RoutedPaths;
    /** The page of a path whose HTML carries its first screen's answer (first-screen-answers.ts). */
    firstScreen?: (path: string) => Promise<KeptBody> | undefined;
    /** A public page's HTML with its code named in it, from the page as built (page-preloads.ts). */
    preloads?: (path: string, html: string) => string | undefined;
  },
) {
  const indexFile = join(options.clientDir, 'index.html');
  const built = existsSync(indexFile);
  const studyLinkPage = existsSync(join(options.clientDir, 'study-link.html')) ? 'study-link.html' : 'index.html';
  const builtPages = new Map<string, Promise<string>>();
  /** A public page with its code named, kept and compressed once per page; undefined for another path. */
  const withCode = new Map<string, Promise<KeptBody>>();
  const pageWithCode = async (path: string, file: string) => {
    if (!options.preloads) return undefined;
    let html = builtPages.get(file);
    if (!html) builtPages.set(file, (html = readFile(join(options.clientDir, file), 'utf8')));
    const page = options.preloads(path, await html);
    if (page === undefined) return undefined;
    let kept = withCode.get(page);
    if (!kept) withCode.set(page, (kept = keepBody(page, 'text/html; charset=utf-8')));
    return kept;
  };
  // The build writes .br and .gz copies beside each file: sendFile picks one by Accept-Encoding
  // (index.html for a deep link too) and answers Vary: Accept-Encoding. Cache-Control is ours:
  // send's own (public, max-age=0) would replace it.
  if (built)
    await app.register(fastifyStatic, {
      root: options.clientDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
    });

  // Pages and assets of the SPA, not an API: out of the OpenAPI document.
  app.get('/*', { config: { access: 'public', rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path.includes('..')) return reply.callNotFound();
    if (built && path && !path.endsWith('/') && existsSync(join(options.clientDir, path))) {
      const immutable = path.startsWith('assets/');
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(path);
    }
    if (options.paths.isApiCall(request) || /\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('El cliente web no está compilado: ejecuta "npm run build".');
    }
    // A page whose answer cannot be made (the database out of reach) goes as built; its client asks.
    const withAnswer = await options.firstScreen?.(path)?.catch((error: unknown) => {
      request.log.warn({ err: error, path }, 'first screen answer not made');
      return undefined;
    });
    if (withAnswer) return sendKept(request, reply, withAnswer, { 'cache-control': 'no-cache' });
    const file = studyLink.test(path) ? studyLinkPage : 'index.html';
    const page = await pageWithCode(path, file);
    if (page) return sendKept(request, reply, page, { 'cache-control': 'no-cache' });
    return reply.header('cache-control', 'no-cache').sendFile(file);
  });
}
