import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../server/src/config.js';
import { captureLogs, startCustomServer } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';
import type { TestServer } from '../../support/test-server.js';

const failure = 'el disco de resultados no responde';

/** A server writing its log in `format` at `level`, with a route that fails. */
async function serverLogging(format: Config['logFormat'], level: string) {
  const logs = captureLogs();
  const server = await startCustomServer({
    config: { logFormat: format, logLevel: level },
    logStream: logs.stream,
    routes: (app) =>
      app.get('/falla', { config: { access: 'public' } }, async () => {
        throw new Error(failure);
      }),
  });
  return { server, logs };
}

describe('formato del registro según el entorno', () => {
  it('producción y pruebas escriben JSON; desarrollo y npm start, líneas legibles; LOG_FORMAT decide si se da', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBe('readable');
    expect(loadConfig({ NODE_ENV: 'development' }).logLevel).toBe('info');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'readable' }).logFormat).toBe('readable');
    expect(() => loadConfig({ LOG_FORMAT: 'bonito' })).toThrow(/LOG_FORMAT/);
  });
});

describe(`lo que se imprime por petición y por error (${databaseKind()})`, () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('en JSON (producción) cada petición deja su línea JSON y el error su línea JSON con la pila', async () => {
    const started = await serverLogging('json', 'info');
    server = started.server;
    expect((await server.heartbeat()).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: '/falla' })).statusCode).toBe(500);

    const records = started.logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = records.filter((record) => record.msg === 'request completed');
    expect(completed.map((record) => (record.res as { statusCode: number }).statusCode)).toEqual([401, 500]);
    const failed = records.find((record) => record.msg === 'request failed')!;
    expect(failed.level).toBe(50);
    expect(failed.req).toMatchObject({ method: 'GET', path: '/falla' });
    expect((failed.err as { stack: string }).stack).toContain(failure);
  });

  it('legible con el nivel de siempre (info): ninguna línea por petición, el error en una línea legible con su pila', async () => {
    const started = await serverLogging('readable', 'info');
    server = started.server;
    expect((await server.heartbeat()).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: '/falla' })).statusCode).toBe(500);

    const written = started.logs.lines;
    expect(written.join('\n')).not.toMatch(/heartbeat|request completed|incoming request/);
    expect(written.some((line) => line.startsWith('{'))).toBe(false);
    const at = written.findIndex((line) => / ERROR request failed \(GET \/falla\)/.test(line));
    expect(written[at]).toMatch(/^\d\d:\d\d:\d\d ERROR request failed \(GET \/falla\)$/);
    expect(written[at + 1]).toBe(`  Error: ${failure}`);
    expect(written[at + 2]).toMatch(/^ +at /);
  });

  it('legible con LOG_LEVEL=debug: una línea por petición con método, ruta, estado y milisegundos', async () => {
    const started = await serverLogging('readable', 'debug');
    server = started.server;
    expect((await server.heartbeat()).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: '/falla' })).statusCode).toBe(500);

    const requests = started.logs.lines.filter((line) => / DEBUG /.test(line));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/heartbeat 401 \d+ ms$/);
    expect(requests[1]).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/falla 500 \d+ ms$/);
    expect(started.logs.lines.some((line) => / ERROR request failed \(GET \/falla\)/.test(line))).toBe(true);
  });
});
