import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { processRequest, type FileUpload } from 'graphql-upload-minimal';
import type { Readable } from 'node:stream';
import { messages } from '../../../shared/messages.js';
import { AppError } from '../common/errors.js';

/**
 * Multipart requests: GraphQL uploads (graphql-upload-minimal: the `Upload` scalar streams each
 * file) on /graphql, and @fastify/multipart's `request.file()` on REST routes. Nothing buffers a
 * whole file.
 */
export const uploads = fp(async (app: FastifyInstance, options: { maxFileBytes: number }) => {
  // One byte over the limit still reaches the storage, whose meter refuses it with our message.
  await app.register(fastifyMultipart, { limits: { fileSize: options.maxFileBytes + 1, files: 1, fields: 20 } });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart() || request.url.split('?')[0] !== '/graphql') return;
    request.body = await processRequest(request.raw, reply.raw, { maxFileSize: options.maxFileBytes + 1, maxFiles: 1 });
  });
});

/**
 * The stream of a GraphQL upload. A file that went over the size limit before the resolver
 * ran fails here (graphql-upload-minimal answers 413): the user gets our message.
 */
export async function openUpload(file: Promise<FileUpload>, field = 'file'): Promise<{ stream: Readable; name: string }> {
  try {
    const upload = await file;
    return { stream: upload.createReadStream(), name: upload.filename };
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw new AppError('BAD_USER_INPUT', messages.fileTooLarge, { field });
    throw error;
  }
}
