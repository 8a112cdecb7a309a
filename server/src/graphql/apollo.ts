import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { messages } from '../../../shared/messages.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import type { Config } from '../config.js';
import { databaseUnavailable } from '../common/db-errors.js';
import { AppError, unavailableRetryAfter } from '../common/errors.js';
import { isUploadError, uploadFailure } from '../http/uploads.js';
import { type CompiledOperations, compiledExecution } from './compiled-execution.js';
import type { GqlContext } from './context.js';
import { unusableTextError } from './input-guard.js';
import type { OperationRules } from './operation-rules.js';

/** Codes whose message is written for the client and may be shown as is. */
const clientCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

export function createApollo(
  app: FastifyInstance,
  schema: GraphQLSchema,
  config: Config,
  rules: OperationRules,
  operations: CompiledOperations,
) {
  const production = config.env === 'production';
  return new ApolloServer<GqlContext>({
    gateway: compiledExecution(schema, operations),
    introspection: !production,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: rules.validationRules,
    plugins: [
      // graphql-armor types its plugins against Apollo's CommonJS build; they are the same plugins.
      ...(rules.apollo.plugins as unknown as ApolloServerPlugin<GqlContext>[]),
      production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true, document: sandboxDocument }),
      unusableTextPlugin,
      subscriptionsOverSocketOnly,
      unavailableStatus,
      // No HTTP caching of GraphQL answers here: skip the per-field cache-hint bookkeeping.
      ApolloServerPluginCacheControlDisabled(),
    ],
    formatError: (formatted, error) => formatClientError(formatted, error, app, rules),
  });
}

/** What Sandbox opens with: where the guide for app developers is, and a first operation to run. */
const sandboxDocument = `# The guide for the mobile app's developers: docs/mobile-api.md in the portal's repository
# (sign in, the token over HTTP and WebSocket, pages, uploads, chat subscriptions, error codes).
# Sign in with login, then set the header Authorization: Bearer <token> below.
mutation SignIn($identifier: String!, $password: String!) {
  login(identifier: $identifier, password: $password) {
    token
    expiresAt
    user { id fullName type { slug } }
  }
}
`;

/** Refuses text with a NUL or an unpaired surrogate, in variables or inline, before any resolver. */
const unusableTextPlugin: ApolloServerPlugin<GqlContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const error = unusableTextError(document, request.variables);
        if (error) throw error;
      },
    };
  },
};

/** graphql-js's words for a variable it refused: a bad value, or a required one missing or null. */
const variableRefused = /^Variable "\$(\w+)" (?:got invalid value|has invalid value|of required type|of non-null type)/;
/** graphql-js's words when it stops coercing the variables after 50 bad values. */
const tooManyRefused = /^Too many errors processing variables/;

/** Whether graphql-js refused the variables before running (a resolver's error has a path). */
const isVariableRefusal = ({ path, message }: GraphQLFormattedError) =>
  !path && (variableRefused.test(message) || tooManyRefused.test(message));

/**
 * A variable or literal graphql refused: with our scalar's own words (e.g. an id that names no
 * row) the Spanish message alone, and the field it was for; otherwise a Spanish message by kind
 * of refusal, with graphql's English words in `detail` for the developer.
 */
function coercionFailure(message: string): { message: string; field?: string; detail?: string } | undefined {
  const variable = /^Variable "\$(\w+)" got invalid value .*?(?: at "([\w.[\]]+)")?; (.+)$/s.exec(message);
  const outside = variable && /^Value (.*) does not exist in "(\w+)" enum\./s.exec(variable[3]);
  if (variable && outside) {
    const [, value, enumName] = outside;
    // An empty choice is a missing one, as the forms say it.
    const message =
      (value === '""' && enumRequiredMessages[enumName]) || (enumMessages[enumName] ?? messages.valueInvalid);
    return { message, field: fieldOf(variable[2] ?? variable[1]) };
  }
  if (variable && ownMessages.has(variable[3])) {
    const field = fieldOf(variable[2] ?? variable[1]);
    // A day the forms name: their own words for an empty or impossible one.
    const day = variable[3] === messages.dateInvalid ? dayMessages[field] : undefined;
    if (day) return { message: / got invalid value ""/.test(message) ? day.required : day.invalid, field };
    return { message: variable[3], field };
  }
  const field = variable && fieldOf(variable[2] ?? variable[1]);
  if (field && numberMessages[field]) return { message: numberMessages[field], field };
  const literal = /^Expected value of type "[^"]+", found .+?; (.+)$/s.exec(message);
  if (literal && ownMessages.has(literal[1])) return { message: literal[1], field: 'id' };
  if (tooManyRefused.test(message)) return { message: messages.variablesTooManyInvalid, detail: message };
  const refused = variableRefused.exec(message);
  if (!refused) return undefined;
  // Left out, or null where the type says non-null: missing, as the forms say it.
  const missing = / of (?:required|non-null) type |; Expected non-nullable type .+ not to be null\.$/s.test(message);
  return {
    message: missing ? messages.fieldRequired : messages.valueInvalid,
    field: field || refused[1],
    detail: message,
  };
}

const ownMessages = new Set<string>(Object.values(messages));

/** The input field a coercion path ends at ("input.doctorData.zipCode" → zipCode, "ids[2]" → ids). */
const fieldOf = (path: string) =>
  path
    .split('.')
    .at(-1)!
    .replace(/\[\d+\]$/, '');

/** What the forms say of a value outside a closed set; other enums get the generic message. */
const enumMessages: Record<string, string> = {
  Sex: messages.sexInvalid,
  StudyStatus: messages.studyStatusInvalid,
  CourseStatus: messages.courseStatusInvalid,
  Role: messages.userTypeInvalid,
  Locale: messages.localeInvalid,
  LayoutColor: portalMessages.layoutColorInvalid,
  LayoutDirection: portalMessages.layoutDirectionInvalid,
  PageTransition: portalMessages.layoutTransitionInvalid,
};

/** What the forms say of a day left empty or impossible, by field. */
const dayMessages: Record<string, { required: string; invalid: string }> = {
  birthDate: { required: messages.birthDateRequired, invalid: messages.birthDateInvalid },
  studyDate: { required: messages.studyDateRequired, invalid: messages.dateInvalid },
};

/** What the forms say of a number field left empty or holding text, by field. */
const numberMessages: Record<string, string> = {
  lat: messages.latitudeInvalid,
  lng: messages.longitudeInvalid,
};

/** What the forms say when a required choice is left empty. */
const enumRequiredMessages: Record<string, string> = {
  Role: messages.userTypeRequired,
};

/**
 * A request Apollo could not take (no query, variables that are not an object, a batch) or whose
 * operation it could not pick: our Spanish message, with Apollo's own words in `detail` for the
 * developer. Parse and validation errors keep graphql's words: they name the document's own
 * fields, and the app's documents are checked when it is built, so its users never meet them.
 */
function protocolFailure(code: string, message: string): { message: string; detail: string } | undefined {
  if (ownMessages.has(message)) return undefined;
  if (code === 'BAD_REQUEST') return { message: messages.requestInvalid, detail: message };
  if (code !== 'OPERATION_RESOLUTION_FAILURE') return undefined;
  return {
    message: /^Unknown operation/.test(message) ? messages.operationUnknown : messages.operationNameRequired,
    detail: message,
  };
}

/**
 * An operation that met a database out of reach answers HTTP 503 with Retry-After, not 200: it
 * did not run as asked, and clients, proxies and monitors treat a 503 as "send it again".
 */
const unavailableStatus: ApolloServerPlugin<GqlContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        if (!response.body.singleResult.errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE'))
          return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(unavailableRetryAfter));
      },
    };
  },
};

/** Subscriptions run over WebSocket; one posted over HTTP would only answer null. */
const subscriptionsOverSocketOnly: ApolloServerPlugin<GqlContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === 'subscription') {
          throw new GraphQLError(messages.subscriptionOverSocket, {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      },
    };
  },
};

/** What a client sees of an error: our messages and codes, never a stack trace or internals. */
export function formatClientError(
  formatted: GraphQLFormattedError,
  error: unknown,
  app: FastifyInstance,
  rules: OperationRules,
): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  // A GraphQL upload cut short or misformed fails inside the resolver, in the parser's words.
  const original = isUploadError(unwrapped) ? (uploadFailure(unwrapped) ?? unwrapped) : unwrapped;
  // A database out of reach (in a resolver, or refused before running: graphql.routes.ts's context).
  if (formatted.extensions?.code === 'SERVICE_UNAVAILABLE' || databaseUnavailable(original)) {
    return {
      message: messages.serviceUnavailable,
      path: formatted.path,
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: unavailableRetryAfter },
    };
  }
  if (original instanceof AppError) {
    return { message: original.message, path: formatted.path, extensions: original.extensions };
  }
  // Apollo's own refusals of a request (a persisted query with a wrong hash or version) carry a 4xx.
  const status = (original as GraphQLError | undefined)?.extensions?.http as { status?: number } | undefined;
  // Apollo marks most refused variables itself, but not graphql's "too many errors" that ends them.
  const code = isVariableRefusal(formatted)
    ? 'BAD_USER_INPUT'
    : status?.status && status.status < 500 && !clientCodes.has(String(formatted.extensions?.code))
      ? 'BAD_REQUEST'
      : formatted.extensions?.code;
  if (typeof code === 'string' && clientCodes.has(code)) {
    const { message, field, detail }: { message: string; field?: unknown; detail?: string } = coercionFailure(
      formatted.message,
    ) ??
      protocolFailure(code, formatted.message) ?? {
        message: rules.clientMessage(formatted.message),
        field: formatted.extensions?.field,
      };
    return {
      message,
      locations: formatted.locations,
      path: formatted.path,
      // A field's error also comes in `fields`, as a form's validation gives them.
      extensions: {
        code,
        ...(typeof field === 'string' ? { field, fields: { [field]: message } } : {}),
        ...(detail ? { detail: rules.clientMessage(detail) } : {}),
      },
    };
  }
  app.log.error({ err: original }, 'GraphQL operation failed');
  return { message: messages.internalError, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
