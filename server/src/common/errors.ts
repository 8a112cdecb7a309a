import { GraphQLError } from 'graphql';
import { ValidationError, type Schema as YupSchema } from 'yup';
import type { ErrorCodeName } from '../../../shared/error-codes.js';
import { messages } from '../../../shared/messages.js';
import type { SessionEndReason } from '../../../shared/session-end.js';

/** The codes of errors meant for the user (shared/error-codes.ts has the whole closed list). */
export type ErrorCode = Extract<
  ErrorCodeName,
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
>;

/** The status of a REST route's answer with this code; GraphQL answers them with 200 (see AppError). */
const httpStatus: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * An error meant for the user: its message is shown as is, in Spanish (SPEC point 5). Raised by a
 * resolver it is an expected answer of a well-formed request, so GraphQL over HTTP sends it with
 * status 200 and the error in `errors` (browsers log no failed request); a REST route answers it
 * with `status`.
 */
export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }

  get code(): ErrorCode {
    return this.extensions.code as ErrorCode;
  }

  get status(): number {
    return httpStatus[this.code];
  }
}

export const badInput = (field: string, message: string) => new AppError('BAD_USER_INPUT', message, { field });
/** No live session; with the reason the user must be told, when the holder's account was deactivated. */
export const unauthenticated = (reason?: SessionEndReason | null) =>
  reason === 'ACCOUNT_DEACTIVATED'
    ? new AppError('UNAUTHENTICATED', messages.accountDeactivated, { reason })
    : new AppError('UNAUTHENTICATED', messages.sessionRequired);
export const forbidden = () => new AppError('FORBIDDEN', messages.forbidden);
export const notFound = () => new AppError('NOT_FOUND', messages.notFound);
export const conflict = (field: string, message: string) => new AppError('CONFLICT', message, { field });
/** Over a budget; `retryAfter` says in how many seconds to try again, when known. */
export const tooManyRequests = (retryAfter?: number, message: string = messages.tooManyAttempts) =>
  new AppError('TOO_MANY_REQUESTS', message, retryAfter ? { retryAfter } : {});

/** Seconds a client waits before sending again a request refused while the database or the instance was unavailable. */
export const unavailableRetryAfter = 1;

/**
 * The database cannot be reached for a moment, or this instance is shutting down: the same
 * request may be sent again after `retryAfter` seconds (503 over HTTP and GraphQL).
 */
export const serviceUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', messages.serviceUnavailable, { retryAfter: unavailableRetryAfter });

/**
 * Validates `input` with a shared yup schema and returns the cleaned value. Fails with
 * BAD_USER_INPUT naming the first wrong field; `fields` carries every message by field. A field
 * inside a list is named with dots, as forms name it: "contacts.0.phone", "phones.1".
 */
export async function validateInput<T>(schema: YupSchema<T>, input: unknown, prefix = ''): Promise<T> {
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const item of error.inner.length ? error.inner : [error]) {
      const path = prefix + dottedPath(item.path ?? '');
      fields[path] ??= item.message;
    }
    const [field, message] = Object.entries(fields)[0];
    throw new AppError('BAD_USER_INPUT', message, { field, fields });
  }
}

/** yup's "contacts[0].phone" as "contacts.0.phone". */
const dottedPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');
