/**
 * The closed list of `extensions.code` values (GraphQL) and `code` values (REST) that an error
 * can carry. Every error has one; clients may switch on them. The message beside each code is
 * for people, in Spanish (the app translates the server's messages it knows). The status in
 * brackets is a REST route's; GraphQL answers an operation that ran with 200, errors included
 * (GraphQL over HTTP), and keeps 4xx for requests refused before running.
 */
export const errorCodes = {
  BAD_USER_INPUT:
    'A value the user typed or the app sent is not valid; `field` names it (400; GraphQL: 200, or 400 for variables that do not fit their type).',
  UNAUTHENTICATED:
    'No session, or the session ended: sign in again (401). When the account was deactivated, `reason` is ACCOUNT_DEACTIVATED and the message says so.',
  FORBIDDEN: 'Signed in, but this role may not do it (403).',
  NOT_FOUND: 'It does not exist, or not for this user: the two are not told apart (404).',
  CONFLICT: 'It clashes with something stored, such as an email already registered; `field` names it (409).',
  TOO_MANY_REQUESTS:
    'Too many attempts or requests; `retryAfter` says in how many seconds to try again when known (429; GraphQL: 200 for an attempt budget, 429 for the per-address request limit).',
  PAYLOAD_TOO_LARGE: 'The request body is bigger than the server accepts (413).',
  BAD_REQUEST:
    'The request itself is malformed (not JSON, no query, a batch, a wrong persisted-query hash); `detail` says why in English (400). A method its path does not take: 405, with an Allow header.',
  GRAPHQL_PARSE_FAILED: "The document is not valid GraphQL; the message is graphql-js's, in English (400).",
  GRAPHQL_VALIDATION_FAILED:
    'The document does not fit the schema, or goes over a limit (depth, aliases, cost, page sizes, once-per-request operations) (400).',
  OPERATION_RESOLUTION_FAILURE: 'The document has several operations and operationName names none of them (400).',
  PERSISTED_QUERY_NOT_FOUND: 'The server does not know this persisted-query hash yet: send the query with it (200).',
  PERSISTED_QUERY_NOT_SUPPORTED: 'Persisted queries are turned off on this server (200).',
  SERVICE_UNAVAILABLE:
    'The database cannot be reached for a moment, or this instance is shutting down. Send the same request again after `retryAfter` seconds, also in the Retry-After header (503, over GraphQL too).',
  INTERNAL_SERVER_ERROR: 'A fault of the server; nothing about it is shown. Try again later (500).',
} as const;

export type ErrorCodeName = keyof typeof errorCodes;

export const isErrorCode = (code: unknown): code is ErrorCodeName => typeof code === 'string' && code in errorCodes;
