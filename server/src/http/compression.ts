import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers the server writes itself: GraphQL and REST JSON, HTML pages, CSV exports. */
const generatedTypes = /^(?:application\/(?:[\w.-]+\+)?json|text\/html|text\/csv)\s*(?:;|$)/i;

/**
 * Compresses the answers the server writes (above 1 KiB, brotli or gzip by Accept-Encoding).
 * Bytes someone stored (study files, chat attachments, zips, images) travel as they are: they
 * are mostly compressed already, and a 1 GiB download must not pay a core for nothing.
 * @fastify/compress also compresses what mime-db calls compressible (octet-stream, SVG, BMP…),
 * so anything else (or an answer without a type) gets its opt-out before its hook runs. The
 * built client's files are compressed at build time (see spa.ts) and carry their
 * Content-Encoding already.
 * Register before the routes: the hooks attach to routes declared afterwards.
 */
export const compression = fp(async (app: FastifyInstance) => {
  // Instance hooks run before the per-route hook that @fastify/compress adds.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!generatedTypes.test(String(reply.getHeader('content-type') ?? '')))
      request.headers['x-no-compression'] = 'not-generated';
    done(null, payload);
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: generatedTypes,
    // Request bodies are taken as sent: an upload never inflates behind the body limit.
    globalDecompression: false,
  });
});
