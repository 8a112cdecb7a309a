import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages.js';
import { AppError } from '../common/errors.js';
import { uploadFailure } from '../files/uploads.js';

/** REST errors: our messages with their status; client errors as they are; nothing internal leaks. */
export function errorHandler(thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const error = (request.isMultipart() ? uploadFailure(thrown) : undefined) ?? thrown;
  if (error instanceof AppError) {
    const { http: _http, ...extensions } = error.extensions;
    if (typeof extensions.retryAfter === 'number') reply.header('retry-after', extensions.retryAfter);
    return reply.code(error.status).send({ message: error.message, ...extensions });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return reply.code(413).send({ message: messages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  if (status === 429) return reply.code(429).send({ message: messages.tooManyAttempts, code: 'TOO_MANY_REQUESTS' });
  if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message, code: error.code });
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: messages.internalError, code: 'INTERNAL_SERVER_ERROR' });
}
