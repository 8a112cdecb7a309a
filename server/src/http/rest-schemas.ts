/**
 * JSON-schema pieces shared by the REST compatibility routes. A route's schema validates what it
 * is sent, serialises what it answers (fast-json-stringify: a property left out here is dropped
 * from the answer) and is what /docs/json shows, so each one says the exact shape.
 */

/** Every error answer: the message is Spanish and shown to the user as is. */
export const errorBody = {
  type: 'object',
  description:
    'An error. Show `message` to the user (in their language); branch on `code` (and `messageKey`), never on the message.',
  properties: {
    message: {
      type: 'string',
      description:
        "What went wrong, ready to show, in the caller's language: the signed-in user's preferred locale, else the Accept-Language header, else Spanish.",
    },
    code: {
      type: 'string',
      description:
        'Closed list: BAD_USER_INPUT, BAD_REQUEST, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, ' +
        'PAYLOAD_TOO_LARGE, TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE, INTERNAL_SERVER_ERROR.',
    },
    messageKey: {
      type: 'string',
      description:
        "The message's stable key: its Spanish source text, the msgid of the portal's catalogues (client/src/locales/*.po). Absent for text outside the catalogues.",
    },
    field: {
      type: 'string',
      description:
        'The input field the message is about (legacy or service name, dotted when nested), when there is one.',
    },
    fileName: {
      type: 'string',
      description: 'The file the message is about, when one of several uploaded files was refused.',
    },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Every wrong field with its message, when several were checked at once.',
    },
    reason: {
      type: 'string',
      enum: ['ACCOUNT_DEACTIVATED'],
      description:
        'Why the session ended, when the user must be told (401 only): ACCOUNT_DEACTIVATED, an administrator deactivated the account; `message` says so.',
    },
    retryAfter: {
      type: 'integer',
      description: 'Seconds to wait before trying again (429 and 503 only; also in the Retry-After header).',
    },
  },
  required: ['message', 'code'],
} as const;

const errorMeaning: Record<number, string> = {
  400: 'BAD_USER_INPUT: a field is missing or wrong (`field` names it), or BAD_REQUEST: the request itself is malformed.',
  401: 'UNAUTHENTICATED: no bearer token, or its session ended (signed out, expired, account deactivated: then `reason` is ACCOUNT_DEACTIVATED). Sign in again.',
  403: "FORBIDDEN: the signed-in user's role may not call this.",
  404: 'NOT_FOUND: the record does not exist or the signed-in user may not see it (both answer the same).',
  409: 'CONFLICT: the input clashes with stored data (`field` names it).',
  413: 'PAYLOAD_TOO_LARGE: the request body is over the size limit.',
  416: 'BAD_USER_INPUT (field `range`): the Range asked lies outside the file; Content-Range: bytes */<length> tells its length.',
  429: 'TOO_MANY_REQUESTS: too many requests or attempts from this address or account; wait `retryAfter` seconds.',
  500: 'INTERNAL_SERVER_ERROR: the server failed; nothing the client sent caused it. Try again later.',
  503: 'SERVICE_UNAVAILABLE: the database cannot be reached for a moment, or this instance is shutting down. Send the same request again after `retryAfter` seconds (Retry-After header).',
};

/** The error answer for each status, described for the reader of /docs. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, { ...errorBody, description: errorMeaning[status] }]));
}

/** A JSON-schema type that also allows null. */
export const nullable = <T extends { type: string }>(schema: T) => ({
  ...schema,
  type: [schema.type, 'null'] as const,
});

/** A row id as the legacy clients send it: a JSON number, or its digits as text in a path or form. */
export const rowIdInput = (description: string) => ({
  type: ['integer', 'string'] as const,
  maxLength: 20,
  description: `${description} A positive integer (digits as text are accepted); an id that names no row answers 404.`,
});

/** Marks a row id kept as text in a route's schema, which /docs/json shows as the integer it is. */
export const rowIdMark = 'row id';

/** A path parameter holding a row id (kept as text: a malformed id answers 404 like a missing row). */
export const rowIdParam = (name: string, description: string) =>
  ({
    type: 'object',
    properties: {
      [name]: {
        type: 'string',
        maxLength: 20,
        $comment: rowIdMark,
        description: `${description} A positive integer; anything else answers 404.`,
      },
    },
    required: [name],
  }) as const;

/** A download: bytes of the given media type(s) (the answer is never JSON on success). */
export const binaryResponse = (
  description: string,
  mediaType: string | readonly string[] = 'application/octet-stream',
) => ({
  description,
  content: Object.fromEntries(
    [mediaType].flat().map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
});

/**
 * The answers of a file download (files/serve-file.ts): the whole file, one byte range of it,
 * "not modified", and a range outside the file. HEAD answers the same headers without a body.
 */
export const fileResponses = (description: string, mediaType: string | readonly string[]) => ({
  200: binaryResponse(
    `${description} Content-Length is the file's length; Accept-Ranges: bytes. HEAD answers these headers without the bytes.`,
    mediaType,
  ),
  206: binaryResponse(
    'Partial Content: only the bytes of the one range the Range header asked (Content-Range says which, ' +
      'of how many); If-Range with an ETag or date that no longer matches sends the whole file instead (200).',
    mediaType,
  ),
  304: {
    description: 'Not Modified: the If-None-Match (ETag) or If-Modified-Since sent still names these bytes; no body.',
    type: 'null',
  },
  ...errorResponses(416),
});
