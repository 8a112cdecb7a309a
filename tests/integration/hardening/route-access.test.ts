import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { startCustomServer } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';
import type { TestServer } from '../../support/test-server.js';

type Route = { method: string; url: string };

/** Builds a server while listening to Fastify's creation, so every route is seen, plugins' included. */
async function startWatchingRoutes(): Promise<{ server: TestServer; routes: Route[] }> {
  const routes: Route[] = [];
  const watch = (message: unknown) =>
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    });
  subscribe('fastify.initialization', watch);
  try {
    const server = await startCustomServer({
      routes: (app) => app.get('/solo-admin', { config: { access: ['admin'] } }, async () => ({ ok: true })),
    });
    return { server, routes };
  } finally {
    unsubscribe('fastify.initialization', watch);
  }
}

// @fastify/cors answers preflights in its onRequest hook; its catch-all OPTIONS route only lets
// the router accept them, and with no rule the access hook refuses anything else sent to it.
const answeredBeforeAccess: Route[] = [{ method: 'OPTIONS', url: '*' }];

describe(`regla de acceso de cada ruta (${databaseKind()})`, () => {
  let server: TestServer;
  let routes: Route[];
  beforeAll(async () => {
    ({ server, routes } = await startWatchingRoutes());
  });
  afterAll(() => server.close());

  it('una ruta sin regla de acceso no se puede registrar', async () => {
    await expect(
      startCustomServer({ routes: (app) => app.get('/sin-regla', async () => ({ ok: true })) }),
    ).rejects.toThrow('Route GET /sin-regla declares no access rule');
  });

  it('cada ruta del servidor aparece en la tabla de permisos con su regla', () => {
    const listed = server.app.routeTable.map(({ method, url }) => ({ method, url }));
    expect(listed.length).toBeGreaterThan(3);
    expect([...listed, ...answeredBeforeAccess]).toEqual(expect.arrayContaining(routes));
    expect(routes).toEqual(expect.arrayContaining(listed));
    for (const entry of server.app.routeTable) expect(entry.access).toMatch(/^(public|authenticated|roles: .+)$/);
    expect(server.app.routeTable).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/graphql', access: 'public' },
        { method: 'GET', url: '/heartbeat', access: 'authenticated' },
        { method: 'GET', url: '/solo-admin', access: 'roles: admin' },
      ]),
    );
  });

  it('la ruta OPTIONS de CORS no atiende nada que no sea una verificación previa', async () => {
    for (const origin of ['http://localhost:5173', 'https://malicioso.example']) {
      const response = await server.inject({ method: 'OPTIONS', url: '/heartbeat', headers: { origin } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('sin sesión, /heartbeat responde 401', async () => {
    const response = await server.heartbeat();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: messages.sessionRequired,
      code: 'UNAUTHENTICATED',
      messageKey: messages.sessionRequired,
    });
  });

  it('una ruta solo para administradores: 401 sin sesión, 403 para el doctor, 200 para el administrador', async () => {
    const doctor = await server.signedIn('doctor');
    const admin = await server.signedIn('admin');
    const call = (token?: string) =>
      server.inject({
        method: 'GET',
        url: '/solo-admin',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await call()).statusCode).toBe(401);
    const refused = await call(doctor.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.forbidden, code: 'FORBIDDEN', messageKey: messages.forbidden });
    const allowed = await call(admin.token);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ ok: true });
  });
});
