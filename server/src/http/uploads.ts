import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { processRequest, type FileUpload } from 'graphql-upload-minimal';
import type { IncomingMessage } from 'node:http';
import type { Readable, Writable } from 'node:stream';
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
    try {
      request.body = await processRequest(guardedSource(request.raw), reply.raw, {
        maxFileSize: options.maxFileBytes + 1,
        // A recipe of the recipe book sends its PDF and its cover in one request.
        maxFiles: 2,
      });
    } catch (error) {
      // Everything the parser refuses is the sender's doing, including its "no files or JSON" 500.
      throw uploadFailure(error) ?? new AppError('BAD_USER_INPUT', messages.multipartInvalid, { field: 'file' });
    }
  });
});

/**
 * The request as graphql-upload-minimal reads it, with one difference: the busboy parser it pipes
 * into keeps an error listener for good. The library listens `once`, then destroys the parser,
 * and busboy answers a destroy in mid-part (a NUL in a part header, say) with a second "Unexpected
 * end of form" that nobody heard: an uncaught exception. The first error still rejects the request.
 */
function guardedSource(raw: IncomingMessage) {
  return {
    headers: raw.headers,
    get readableEnded() {
      return raw.readableEnded;
    },
    pipe: (parser: Writable) => raw.pipe(parser.on('error', () => {})),
    unpipe: (parser: Writable) => raw.unpipe(parser),
    once: (event: string, listener: () => void) => raw.once(event, listener),
    resume: () => raw.resume(),
  } as unknown as IncomingMessage;
}

const parserMessages =
  /^(Multipart: |Malformed |Unexpected end of (form|multipart)|Part terminated early|Request disconnected|Invalid JSON|Missing multipart field|Invalid (type|map|operations)|File missing in the request|graphql-upload-minimal (couldn't find|does not allow calling createReadStream))/i;
const isParserMessage = (message: string | undefined) => parserMessages.test(message ?? '');

/** Whether an error a resolver met came from the multipart parser (a GraphQL upload's stream or promise). */
export const isUploadError = (error: unknown) =>
  error instanceof Error && (error.constructor.name === 'HttpError' || isParserMessage(error.message));

/**
 * What the client is told when its multipart request itself is wrong: no or another boundary,
 * a body cut short, a form that is not one. The parsers raise these as plain errors (or 4xx of
 * their own) mid-stream; they are the sender's, never the server's, fault.
 */
export function uploadFailure(error: unknown, field = 'file'): AppError | undefined {
  if (error instanceof AppError) return error;
  const failure = error as { message?: string; status?: number; statusCode?: number; code?: string };
  const status = failure.statusCode ?? failure.status;
  if (status === 413 || /limit|truncat|too large/i.test(failure.message ?? ''))
    return new AppError('BAD_USER_INPUT', messages.fileTooLarge, { field });
  const fromParser =
    isParserMessage(failure.message) ||
    (typeof failure.code === 'string' && failure.code.startsWith('FST_') && status !== undefined && status < 500) ||
    (status !== undefined && status >= 400 && status < 500);
  return fromParser ? new AppError('BAD_USER_INPUT', messages.multipartInvalid, { field }) : undefined;
}

/**
 * The stream of a GraphQL upload. A file that went over the size limit before the resolver
 * ran fails here (graphql-upload-minimal answers 413): the user gets our message.
 */
export async function openUpload(
  file: Promise<FileUpload>,
  field = 'file',
): Promise<{ stream: Readable; name: string }> {
  try {
    const upload = await file;
    return { stream: upload.createReadStream(), name: upload.filename };
  } catch (error) {
    throw uploadFailure(error, field) ?? error;
  }
}
