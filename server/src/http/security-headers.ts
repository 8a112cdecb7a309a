import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers (CSP and the rest), worked out once at start and set on every reply.
 * The fastify wrapper rebuilds helmet and parses the whole CSP again on each request, a cost
 * the busiest public pages felt. A route may still replace a header (reply.header) or drop it.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  let failure: unknown;
  // With fixed options (no per-request nonces) helmet's middleware sets the same headers on every response, synchronously.
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
