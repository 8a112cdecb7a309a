import type { FastifyInstance } from 'fastify';

/** REST compatibility routes of the session (SPEC point 7). */
export async function authRoutes(app: FastifyInstance) {
  // The mobile app and the portal poll this every 30 s; 401 (from the access hook) ends the session.
  app.get('/heartbeat', { config: { access: 'authenticated' } }, async () => ({ status: 'ok' }));
}
