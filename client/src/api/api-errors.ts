import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The parts of a GraphQL error the client reads (message and extensions.code / .field / .messageKey / .reason). */
export type ApiError = { message: string; code?: string; field?: string; messageKey?: string; reason?: string };

function fromExtensions(message: string, extensions: Record<string, unknown> | undefined): ApiError {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    message,
    code: text(extensions?.code),
    field: text(extensions?.field),
    messageKey: text(extensions?.messageKey),
    reason: text(extensions?.reason),
  };
}

/**
 * GraphQL errors of a failed operation. A non-2xx answer sent as plain JSON arrives as a
 * ServerError whose body still holds the GraphQL errors; null when there is no such body.
 *
 * Kept apart from graphql-errors.ts (forms, translations) so the Apollo link in the entry
 * chunk does not pull formik and the server message catalogue into every page.
 */
export function apiErrorsOf(error: unknown): ApiError[] | null {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => fromExtensions(e.message, e.extensions));
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as {
        errors?: { message?: unknown; extensions?: Record<string, unknown> }[];
      };
      if (Array.isArray(body.errors)) {
        return body.errors.map((e) => fromExtensions(typeof e.message === 'string' ? e.message : '', e.extensions));
      }
    } catch {
      // Not a GraphQL body.
    }
    if (error.statusCode === 401) return [{ message: '', code: 'UNAUTHENTICATED' }];
  }
  return null;
}
