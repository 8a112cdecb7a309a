import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { serializeError } from './log-errors.js';

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

export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactedPaths, censor: '[oculto]' },
    ...(stream ? { stream } : {}),
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
