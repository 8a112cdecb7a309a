import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { serializeError } from './log-errors.js';
import { readableLogStream } from './readable-log.js';

/** Paths pino blanks out wherever they appear: credentials, tokens and card data never reach a log. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordConfirmation',
  '*.currentPassword',
  '*.token',
  '*.token_id',
  '*.cardNumber',
  '*.cardCvc',
  '*.cvc',
  '*.variables',
];

/**
 * Pino's options: JSON lines to `stream` (stdout by default), or in the readable format a short
 * line per event for the terminal, so the banner of `npm start` stays in view.
 */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const destination = config.logFormat === 'readable' ? readableLogStream(stream) : stream;
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: '[oculto]' },
    ...(destination ? { stream: destination } : {}),
    serializers: {
      err: serializeError,
      error: serializeError,
      // Query strings can carry reset tokens: log only the path.
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        id: request.id,
        method: request.method,
        path: request.url.split('?')[0],
        ip: request.ip,
      }),
    },
  };
}

/**
 * Fastify's own request lines ("incoming request", "request completed" at info) stay in the JSON
 * format. The readable format replaces them with one line per answered request at debug level:
 * shown only with LOG_LEVEL=debug.
 */
export function logRequests(app: FastifyInstance, config: Config): void {
  if (config.logFormat !== 'readable') return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      {
        request: {
          method: request.method,
          path: request.url.split('?')[0],
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
      },
      'request completed',
    );
  });
}

/** Whether Fastify writes its own request lines (see logRequests). */
export const fastifyLogsRequests = (config: Config): boolean => config.logFormat === 'json';
