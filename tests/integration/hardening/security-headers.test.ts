import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

function expectHardenedHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toMatch(/(^|;)\s*default-src 'self'(;|$)/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{6,}/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe(`cabeceras de seguridad (${databaseKind()})`, () => {
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'portal-client-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Portal</title>');
    // The build's manifest names the chunks pages import; the DICOM decoder's worker is none of them.
    await mkdir(join(clientDir, '.vite'));
    await mkdir(join(clientDir, 'assets'));
    const manifest = {
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, css: ['assets/index-abc123.css'] },
      'src/auth/LoginPage.tsx': { file: 'assets/LoginPage-def456.js', isDynamicEntry: true },
    };
    await writeFile(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    await writeFile(join(clientDir, 'assets', 'index-abc123.js'), 'export const portal = 1;');
    await writeFile(join(clientDir, 'assets', 'index-abc123.css'), 'body { margin: 0 }');
    await writeFile(join(clientDir, 'assets', 'LoginPage-def456.js'), 'export const login = 1;');
    await writeFile(join(clientDir, 'assets', 'decodeImageFrameWorker-789abc.js'), 'self.onmessage = () => {};');
    server = await startTestServer({ clientDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('la página del portal (un enlace profundo) llega con todas las cabeceras de helmet', async () => {
    const response = await server.inject({ method: 'GET', url: '/aula_courses' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portal</title>');
    expectHardenedHeaders(response.headers);
  });

  it('la raíz del portal también', async () => {
    const response = await server.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expectHardenedHeaders(response.headers);
  });

  it('los scripts y estilos que importan las páginas llegan solo con las cabeceras que el navegador lee en ellos', async () => {
    for (const url of ['/assets/index-abc123.js', '/assets/LoginPage-def456.js', '/assets/index-abc123.css']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      // The type is enforced, other sites cannot embed it, its own imports keep the referrer policy.
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      // What only a document or a worker reads is left to them.
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'strict-transport-security',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
      ])
        expect(response.headers[header], `${url} ${header}`).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('el script de un worker conserva todas, la CSP incluida, que rige lo que el worker ejecuta', async () => {
    const response = await server.inject({ method: 'GET', url: '/assets/decodeImageFrameWorker-789abc.js' });
    expect(response.statusCode).toBe(200);
    expectHardenedHeaders(response.headers);
  });

  it('una ruta inexistente bajo /assets también', async () => {
    const response = await server.inject({ method: 'GET', url: '/assets/missing-000000.js' });
    expect(response.statusCode).toBe(404);
    expectHardenedHeaders(response.headers);
  });

  it('una respuesta de GraphQL también', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ appSettings { demoMode } }' },
    });
    expect(response.json()).toEqual({ data: { appSettings: { demoMode: false } } });
    expectHardenedHeaders(response.headers);
  });
});
