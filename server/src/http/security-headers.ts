import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers a script or style a page imports is read for: the browser refuses it under another
 * type (nosniff), other sites cannot load it into their process (CORP), and a module script's own
 * imports follow its response's Referrer-Policy. The others (CSP, frame options, COOP,
 * Origin-Agent-Cluster, HSTS…) are read from documents and workers only (HSTS from any HTTPS
 * answer, and every visit starts with a document): on each of a page's dozens of files they were
 * about 850 bytes that plain HTTP/1.1 sends uncompressed.
 */
const subresourceHeaderNames: readonly string[] = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
];

type Options = HelmetOptions & {
  /**
   * Whether a request's path names a script or style of the built client that pages import
   * (never a worker's script, whose CSP is its own): it gets only the subresource's headers.
   */
  isSubresource?: (path: string) => boolean;
};

/**
 * helmet's security headers (CSP and the rest), worked out once at start and set on every reply
 * (a subresource gets its few). The fastify wrapper rebuilds helmet and parses the whole CSP again
 * on each request, a cost the busiest public pages felt. A route may still replace a header
 * (reply.header) or drop it.
 */
export const securityHeaders = fp(async (app: FastifyInstance, { isSubresource, ...options }: Options) => {
  const headers = helmetHeaders(options);
  const subresource = Object.fromEntries(
    Object.entries(headers).filter(([name]) => subresourceHeaderNames.includes(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isSubresource?.(request.url.split('?')[0]) ? subresource : headers);
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
