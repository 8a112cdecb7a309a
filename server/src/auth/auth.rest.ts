import type { FastifyInstance } from 'fastify';

const heartbeatSchema = {
  tags: ['Session'],
  summary: 'Is the session still alive?',
  description: 'Polled every 30 s while a user is stored; on 401 the app forgets the user and goes to the start.',
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'string', enum: ['ok'] } },
      required: ['status'],
      description: 'The session works.',
    },
  },
};

/** REST compatibility routes of the session (SPEC point 7). */
export async function authRoutes(app: FastifyInstance) {
  // The mobile app and the portal poll this every 30 s; 401 (from the access hook) ends the session.
  app.get('/heartbeat', { config: { access: 'authenticated' }, schema: heartbeatSchema }, async () => ({
    status: 'ok',
  }));
}
