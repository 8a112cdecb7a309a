import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify answers requests that arrive while it closes with `Connection: close`, but not the ones
 * already in flight: their keep-alive sockets stay open after the answer and hold close() until
 * the keep-alive timeout (72 s), well past the shutdown timeout. Those answers close their
 * connection too.
 */
export const drainOnClose = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // An answer whose headers were already out when closing began (a long download) ends its socket here.
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });
});
