import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { processRequest } from 'graphql-upload-minimal';

/**
 * Multipart requests: GraphQL uploads (graphql-upload-minimal: the `Upload` scalar streams each
 * file) on /graphql, and @fastify/multipart's `request.file()` on REST routes. Nothing buffers a
 * whole file.
 */
export const uploads = fp(async (app: FastifyInstance, options: { maxFileBytes: number }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: options.maxFileBytes, files: 1, fields: 20 } });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart() || request.url.split('?')[0] !== '/graphql') return;
    request.body = await processRequest(request.raw, reply.raw, { maxFileSize: options.maxFileBytes, maxFiles: 1 });
  });
});
