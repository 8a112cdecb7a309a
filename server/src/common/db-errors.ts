import { AppError } from './errors.js';

/** The name of the unique constraint a driver error broke, if any (PGlite and postgres.js alike). */
export function uniqueViolation(error: unknown): string | undefined {
  if (error instanceof AppError) return undefined;
  for (
    let current = error as
      { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return current.constraint ?? current.constraint_name;
  }
  return undefined;
}

/**
 * postgres.js's codes for a connection that closed, was ended or could not be opened, and the
 * socket's own: the request did not reach the database, or lost it midway.
 */
const connectionCodes = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * Whether an error means the database server cannot be reached for the moment (a dropped
 * connection, a server shutting down, restarting or full), as opposed to a fault of the request:
 * the caller answers 503 and the client sends the same request again. PostgreSQL's SQLSTATE class
 * 08 (connection exception), 57P01–57P03 (administrator or crash shutdown, cannot connect now) and
 * 53300 (too many connections). drizzle wraps driver errors: the cause chain is followed.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown; originalError?: unknown } | undefined, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current.cause ?? current.originalError) as typeof current, depth++
  ) {
    if (current instanceof AppError) return false;
    const code = typeof current.code === 'string' ? current.code : '';
    if (connectionCodes.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300') return true;
  }
  return false;
}
