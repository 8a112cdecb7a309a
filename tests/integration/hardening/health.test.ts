import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, startCustomServer } from '../../support/hardening.js';
import { privateDatabase } from '../../support/private-database.js';
import { databaseKind } from '../../support/test-database.js';
import { testConfig, type TestServer } from '../../support/test-server.js';

describe(`sondas de salud para el balanceador (${databaseKind()})`, () => {
  const logs = captureLogs();
  let server: TestServer;
  beforeAll(async () => {
    server = await startCustomServer({
      config: { rateLimitPerMinute: 3, logLevel: 'info', logFormat: 'json' },
      logStream: logs.stream,
    });
  });
  afterAll(() => server.close());

  it('/healthz responde 200 sin gastar el límite de peticiones y sin escribir una línea por llamada', async () => {
    for (let call = 0; call < 6; call++) {
      const response = await server.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
    expect(logs.lines.filter((line) => line.includes('/healthz'))).toEqual([]);
    // The three requests of the budget are still there for the address.
    for (let call = 0; call < 3; call++)
      expect((await server.inject({ method: 'GET', url: '/heartbeat' })).statusCode).toBe(401);
    const limited = await server.inject({ method: 'GET', url: '/heartbeat' });
    expect(limited.statusCode).toBe(429);
    expect((await server.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz dice que la base de datos y el almacenamiento responden', async () => {
    const response = await server.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    expect(logs.lines.filter((line) => line.includes('/readyz'))).toEqual([]);
  });

  it('al empezar un apagado ordenado /readyz responde 503 y las demás peticiones se atienden cerrando su conexión', async () => {
    const draining = await startCustomServer();
    try {
      draining.app.beginDrain();
      const ready = await draining.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      const alive = await draining.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      const served = await draining.inject({ method: 'GET', url: '/heartbeat' });
      expect(served.statusCode).toBe(401);
      expect(served.headers.connection).toBe('close');
    } finally {
      await draining.close();
    }
  });

  it('/readyz responde 503 y nombra el almacenamiento cuando no se puede escribir en él', async () => {
    const config = await testConfig();
    // The files folder cannot be created: a plain file stands where it should be.
    await writeFile(join(config.dataDir, 'files'), 'no es una carpeta');
    const broken = await startCustomServer({ config: { dataDir: config.dataDir } });
    try {
      const response = await broken.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'ok', storage: 'unavailable' });
    } finally {
      await broken.close();
    }
  });

  it('/readyz responde 503 y nombra la base de datos cuando no responde; /healthz sigue en 200', async () => {
    const database = await privateDatabase();
    const cut = await startCustomServer({ database: database.handle });
    try {
      await database.handle.close();
      const response = await cut.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'unavailable', storage: 'ok' });
      expect((await cut.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await cut.close();
      await database.drop().catch(() => {});
    }
  });

  it('el documento OpenAPI describe las dos sondas, con su 503 y sin 429', async () => {
    // From another address: the budget of this file's address is spent above.
    const document = (await server.inject({ method: 'GET', url: '/docs/json', remoteAddress: '127.0.0.9' })).json();
    const ready = document.paths['/readyz'].get;
    expect(ready.tags).toEqual(['Health']);
    expect(Object.keys(ready.responses).sort()).toEqual(['200', '500', '503']);
    expect(ready.responses['503'].content['application/json'].schema.properties.status.enum).toContain('draining');
    expect(Object.keys(document.paths['/healthz'].get.responses).sort()).toEqual(['200', '500', '503']);
  });
});
