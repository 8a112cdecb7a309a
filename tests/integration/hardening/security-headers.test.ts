import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
