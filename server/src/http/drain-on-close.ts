import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serviceUnavailable } from '../common/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a graceful shutdown has begun: readiness answers 503 from then on (http/health.ts). */
    readonly draining: boolean;
    /**
     * Starts a graceful shutdown: readiness answers 503 so that the load balancer stops sending,
     * while the requests it still sends are served, each on a connection closed after its answer.
     */
    beginDrain(): void;
  }
}

/**
 * Fastify answers requests that arrive while it closes with `Connection: close`, but not the ones
 * already in flight: their keep-alive sockets stay open after the answer and hold close() until
 * the keep-alive timeout (72 s), well past the shutdown timeout. Those answers close their
 * connection too, and so do the answers given while draining, so that clients open their next
 * connection through the load balancer to another instance.
 *
 * A request that reaches a closing server on a kept-alive connection is refused with 503,
 * Retry-After and the Spanish message, as a database fault is: it did nothing, and the client may
 * send it again (the balancer sends it elsewhere). Fastify's own 503 would answer in English.
 */
export const drainOnClose = fp(async (app: FastifyInstance) => {
  let draining = false;
  let closing = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('beginDrain', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
    closing = true;
  });
  // Callback hooks, not async ones: they run on every request, and a promise each is their whole cost.
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? serviceUnavailable() : undefined);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // An answer whose headers were already out when closing began (a long download) ends its socket here.
  app.addHook('onResponse', (request, _reply, done) => {
    if (closing) request.raw.socket?.end();
    done();
  });
});
