import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An answer given before its request's body has fully arrived (an upload refused on its first
 * fields: a chat that does not exist, a session that ended, a file of the wrong type) closes its
 * connection. Node leaves the rest of such a body unread on a kept-alive socket, so the client's
 * next request on that socket waited for the keep-alive timeout (about 73 s) before any answer.
 */
export const unreadBodies = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
    done(null, payload);
  });
});
