import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenElementId } from '../../../shared/first-screen.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

// A public page's HTML names the code its first render needs, so that the browser fetches it
// beside the entry's script rather than after it ran: the page's modules and everything they
// import, the default locale's public texts, MUI's texts and the failure screen, never a file the
// page names already, and nothing on a page that is not public. The build's manifest says which.
const page = (scripts: string) =>
  `<!doctype html>\n<html lang="es-MX">\n  <head>\n    <title>Portal</title>\n${scripts}    <script type="module" crossorigin src="/assets/index-E1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime-R1.js">\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
const indexHtml = page('');
// A share link's page: the same, with the early preview's script first.
const studyLinkHtml = page('    <script type="module" async crossorigin src="/assets/study-link-S1.js"></script>\n');
const manifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_runtime-R1.js'] },
  'study-link.html': { file: 'assets/study-link-S1.js', isEntry: true, imports: ['_runtime-R1.js'] },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  '_visits-public-V1.js': { file: 'assets/visits-public-V1.js', imports: ['index.html', '_runtime-R1.js'] },
  '_visits-forms-F1.js': { file: 'assets/visits-forms-F1.js', imports: ['_visits-public-V1.js'] },
  'src/auth/LoginPage.tsx': {
    file: 'assets/LoginPage-L1.js',
    imports: ['index.html', '_visits-forms-F1.js'],
    isDynamicEntry: true,
  },
  'src/courses/PublicLayout.tsx': { file: 'assets/PublicLayout-P1.js', imports: ['_visits-public-V1.js'] },
  'src/courses/CoursesCatalogPage.tsx': { file: 'assets/CoursesCatalogPage-C1.js', imports: ['index.html'] },
  'src/study-shares/SharedStudyPage.tsx': { file: 'assets/SharedStudyPage-H1.js', imports: ['_visits-public-V1.js'] },
  'src/users/UsersPage.tsx': { file: 'assets/UsersPage-U1.js', imports: ['index.html'] },
  'src/locales/es-MX.po?part=public': { file: 'assets/es-MX-T1.js' },
  'src/locales/en.po?part=public': { file: 'assets/en-T2.js' },
  'src/i18n/mui-texts/es-MX.ts': { file: 'assets/es-MX-M1.js', imports: ['_visits-public-V1.js'] },
  'src/shell/PageLoadFailed.tsx': { file: 'assets/PageLoadFailed-X1.js', imports: ['index.html'] },
};
const firstVisit = ['es-MX-T1.js', 'es-MX-M1.js', 'PageLoadFailed-X1.js', 'visits-public-V1.js'];
const preloadPattern = /<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g;
/** The files the page names for preloading that the page as built did not. */
const preloaded = (html: string) =>
  [...html.matchAll(preloadPattern)]
    .map((match) => match[1])
    .filter((file) => file !== 'runtime-R1.js')
    .sort();

describe(`cada página pública nombra el código de su primera vista (${databaseKind()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    const clientDir = await mkdtemp(join(tmpdir(), 'portal-client-'));
    await mkdir(join(clientDir, '.vite'));
    await writeFile(join(clientDir, 'index.html'), indexHtml);
    await writeFile(join(clientDir, 'study-link.html'), studyLinkHtml);
    await writeFile(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    server = await startTestServer({ clientDir });
  });
  afterAll(() => server.close());

  const fetchPage = async (url: string, headers: Record<string, string> = {}) => {
    const response = await server.inject({ method: 'GET', url, headers });
    const html =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
    return { response, html };
  };

  it('el inicio de sesión nombra su página, lo que importa y lo de toda primera visita, sin repetir lo de la entrada', async () => {
    const { response, html } = await fetchPage('/login', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(preloaded(html)).toEqual(['LoginPage-L1.js', 'visits-forms-F1.js', ...firstVisit].sort());
    // The rest of the page is the built one, the links before its head ends.
    expect(html.replace(/\n\s*<link rel="modulepreload" crossorigin href="\/assets\/(?!runtime)[^"]+">/g, '')).toBe(
      indexHtml,
    );
    expect(html.indexOf('LoginPage-L1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('la misma página se revalida con su ETag, en cada codificación', async () => {
    const first = await fetchPage('/login');
    expect(first.response.headers.etag).toBeTruthy();
    const again = await server.inject({
      method: 'GET',
      url: '/login',
      headers: { 'if-none-match': String(first.response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzip = await fetchPage('/login', { 'accept-encoding': 'gzip' });
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    expect(gzip.response.headers.etag).not.toBe(first.response.headers.etag);
  });

  it('el catálogo trae su código junto con la respuesta de su primera pantalla', async () => {
    const { response, html } = await fetchPage('/aula_courses');
    expect(response.statusCode).toBe(200);
    expect(html).toContain(`id="${firstScreenElementId}"`);
    expect(preloaded(html)).toEqual(['PublicLayout-P1.js', 'CoursesCatalogPage-C1.js', ...firstVisit].sort());
  });

  it('un enlace compartido nombra el código de su página en la página de los enlaces de estudio', async () => {
    const { html } = await fetchPage('/compartir/abc123');
    expect(html).toContain('/assets/study-link-S1.js');
    expect(preloaded(html)).toEqual(['SharedStudyPage-H1.js', ...firstVisit].sort());
  });

  it('una página que no es pública, o una ruta con un segmento de más, llega como se construyó', async () => {
    for (const url of ['/usuarios', '/login/otra', '/']) {
      const { response, html } = await fetchPage(url);
      expect(response.statusCode, url).toBe(200);
      expect(html, url).toBe(indexHtml);
    }
  });
});
