/**
 * How an error is written to the log: its kind, message and stack, and for a failed statement
 * the statement text and PostgreSQL's code, but never the values it carried. Drivers put the
 * parameters (names, emails, phones, card tokens, password hashes, a session token's hash) in the
 * message, in `params` or `parameters`, and PostgreSQL quotes offending values in its message and
 * `detail`. A wrapper's message can repeat the statement's (Apollo's "Context creation failed: …"
 * when a session lookup fails): it is cut there too, and the error it wraps is logged as its cause.
 */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
  code?: string;
  constraint?: string;
  statement?: string;
  cause?: LoggedError;
};

type ErrorLike = Error & {
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  query?: unknown;
  severity?: unknown;
  cause?: unknown;
  /** What a GraphQLError wraps. */
  originalError?: unknown;
};

/** Quoted values in a database message ("invalid input syntax for type integer: "abc"") are dropped. */
const quoted = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;

/** Drizzle's failed statement in a message, "Failed query: <statement>\nparams: <values>", to its end. */
const failedQuery = /Failed query:[\s\S]*$/;

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[valor oculto]', stack: '' };
  const item = error as ErrorLike;
  const statement = typeof item.query === 'string' ? item.query : undefined;
  const fromDatabase =
    statement !== undefined || typeof item.severity === 'string' || /^[0-9A-Z]{5}$/.test(String(item.code ?? ''));
  const message = failedQuery.test(item.message)
    ? item.message.replace(failedQuery, 'Failed query')
    : fromDatabase
      ? item.message.replace(quoted, '"…"')
      : item.message;
  const frames = item.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  const logged: LoggedError = {
    type: item.constructor?.name ?? 'Error',
    message,
    stack: frames ? `${message}\n${frames}` : message,
  };
  if (typeof item.code === 'string') logged.code = item.code;
  const constraint = item.constraint ?? item.constraint_name;
  if (typeof constraint === 'string') logged.constraint = constraint;
  if (statement !== undefined) logged.statement = statement;
  const cause = item.cause ?? item.originalError;
  if (cause !== undefined && depth < 5) logged.cause = serializeError(cause, depth + 1);
  return logged;
}
