import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCodeName } from '../../../shared/error-codes.js';
import { localeFromAcceptLanguage } from '../../../shared/locales.js';
import { messages } from '../../../shared/messages.js';
import { localizeErrorBody } from '../common/error-language.js';
import { databaseUnavailable } from '../common/db-errors.js';
import { AppError, serviceUnavailable } from '../common/errors.js';
import { translator } from '../common/translations.js';
import { uploadFailure } from './uploads.js';

/**
 * What the client is told of a 4xx that Fastify or a plugin raised itself (a body that is not
 * JSON, an unsupported content type, a malformed URL…): a code from the closed list and a message
 * in Spanish, never the framework's English text or its FST_ code.
 */
function clientFailure(status: number): { code: ErrorCodeName; message: string } {
  switch (status) {
    case 401:
      return { code: 'UNAUTHENTICATED', message: messages.sessionRequired };
    case 403:
      return { code: 'FORBIDDEN', message: messages.forbidden };
    case 404:
      return { code: 'NOT_FOUND', message: messages.notFound };
    case 405:
      return { code: 'BAD_REQUEST', message: messages.methodNotAllowed };
    case 413:
      return { code: 'PAYLOAD_TOO_LARGE', message: messages.payloadTooLarge };
    case 415:
      return { code: 'BAD_REQUEST', message: messages.mediaTypeUnsupported };
    case 429:
      return { code: 'TOO_MANY_REQUESTS', message: messages.tooManyAttempts };
    case 503:
      return { code: 'SERVICE_UNAVAILABLE', message: messages.serviceUnavailable };
    default:
      return { code: 'BAD_REQUEST', message: messages.requestInvalid };
  }
}

/**
 * A request that a route's JSON schema refused: the field it is about (dotted like the services'
 * fields) and a Spanish message by kind of failure, never ajv's English. Schemas check only
 * presence, types and lengths the services do not check themselves, so the services' own, more
 * precise messages still answer for everything else.
 */
function schemaFailure(error: FastifyError): { message: string; code: string; field: string } {
  const [first] = error.validation ?? [];
  const path = (first?.instancePath ?? '')
    .split('/')
    .slice(1)
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = first?.params.missingProperty;
  if (first?.keyword === 'required' && typeof missing === 'string') path.push(missing);
  const field = path.join('.') || error.validationContext || 'body';
  const message =
    first?.keyword === 'required'
      ? messages.fieldRequired
      : first?.keyword === 'maxLength'
        ? messages.textTooLong
        : messages.valueInvalid;
  return { message, code: 'BAD_USER_INPUT', field };
}

/**
 * Errors outside a resolver: our messages with their status; other client errors with a closed
 * code; nothing internal leaks. The message is in the caller's language, with its `messageKey`.
 * On /graphql (a refused multipart form, say) the answer has the GraphQL shape the app already reads.
 */
export async function errorHandler(thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Framework errors (a URL that does not decode) come before the multipart plugin decorates the request.
  // A database that cannot be reached for a moment is not the request's fault: 503, to be sent again.
  const error = databaseUnavailable(thrown)
    ? serviceUnavailable()
    : ((!thrown.validation && request.isMultipart?.() ? uploadFailure(thrown) : undefined) ?? thrown);
  let status: number;
  let body: { message: string; code: string } & Record<string, unknown>;
  if (thrown.validation) {
    status = 400;
    body = schemaFailure(thrown);
  } else if (error instanceof AppError) {
    const { code, ...extensions } = error.extensions;
    if (typeof extensions.retryAfter === 'number') reply.header('retry-after', extensions.retryAfter);
    status = error.status;
    body = { message: error.message, code: String(code), ...extensions };
  } else if ((error.statusCode ?? 500) >= 400 && (error.statusCode ?? 500) < 500) {
    status = error.statusCode!;
    body = clientFailure(status);
  } else if (request.raw.destroyed || (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
    // The client hung up mid-body: nobody is left to answer, and it is not the server's fault.
    request.log.info({ code: (error as NodeJS.ErrnoException).code }, 'client closed the connection mid-request');
    status = 400;
    body = { message: messages.multipartInvalid, code: 'BAD_USER_INPUT' };
  } else {
    request.log.error({ err: error, req: request }, 'request failed');
    status = 500;
    body = { message: messages.internalError, code: 'INTERNAL_SERVER_ERROR' };
  }
  // A URL that does not decode fails before routing, on a request without our decorations.
  const locale =
    typeof request.getLocale === 'function'
      ? await request.getLocale()
      : localeFromAcceptLanguage(request.headers['accept-language']);
  const localized = localizeErrorBody(body, translator(locale));
  if (request.url.split('?')[0] !== '/graphql') return reply.code(status).send(localized);
  const { message, ...extensions } = localized;
  return reply.code(status).send({ errors: [{ message, extensions }] });
}
