/** The parts of a GraphQL error the client reads (message and extensions.code / .field / .messageKey / .reason). */
export type ApiError = { message: string; code?: string; field?: string; messageKey?: string; reason?: string };

export function fromExtensions(message: string, extensions: Record<string, unknown> | undefined): ApiError {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    message,
    code: text(extensions?.code),
    field: text(extensions?.field),
    messageKey: text(extensions?.messageKey),
    reason: text(extensions?.reason),
  };
}

type GraphQLErrorLike = { message?: unknown; extensions?: Record<string, unknown> };
const named = (error: unknown, name: string): error is Record<string, unknown> =>
  error instanceof Error && error.name === name;

/**
 * GraphQL errors of a failed operation, from Apollo Client or from the public pages' client
 * (public-graphql.ts). A non-2xx answer sent as plain JSON arrives from Apollo as a ServerError
 * whose body still holds the GraphQL errors; null when there is no such body.
 *
 * Apollo's errors are told by their names rather than with their classes, so the public pages,
 * which do not load Apollo Client, can read their own errors here. Kept apart from
 * graphql-errors.ts (forms, translations) so the Apollo link does not pull formik and the server
 * message catalogue.
 */
export function apiErrorsOf(error: unknown): ApiError[] | null {
  if (named(error, 'PublicRequestError')) return (error.errors as ApiError[] | null) ?? null;
  if (named(error, 'CombinedGraphQLErrors') && Array.isArray(error.errors)) {
    return (error.errors as GraphQLErrorLike[]).map((e) =>
      fromExtensions(typeof e.message === 'string' ? e.message : '', e.extensions),
    );
  }
  if (named(error, 'ServerError')) {
    try {
      const body = JSON.parse(String(error.bodyText)) as { errors?: GraphQLErrorLike[] };
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
