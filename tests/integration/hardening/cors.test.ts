import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const portal = 'https://portal.lab.mx';
const stranger = 'https://malicioso.example';

describe(`CORS (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ corsOrigins: [portal] });
  });
  afterAll(() => server.close());

  const preflight = (origin: string) =>
    server.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
  const query = (origin: string) =>
    server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin, 'content-type': 'application/json' },
      payload: { query: '{ appSettings { demoMode } }' },
    });

  it('el portal configurado pasa la verificación previa con su origen, métodos y cabeceras', async () => {
    const response = await preflight(portal);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(portal);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('el portal configurado puede leer la respuesta de una consulta', async () => {
    const response = await query(portal);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(portal);
    expect(String(response.headers.vary)).toMatch(/origin/i);
  });

  it('un sitio ajeno no recibe permiso ni en la verificación previa ni en la respuesta', async () => {
    const checked = await preflight(stranger);
    expect(checked.headers['access-control-allow-origin']).toBeUndefined();
    expect(checked.headers['access-control-allow-methods']).toBeUndefined();
    const answered = await query(stranger);
    expect(answered.headers['access-control-allow-origin']).toBeUndefined();
  });
});
