import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLFormattedError, getOperationAST } from 'graphql';
import Negotiator from 'negotiator';
import { unavailableRetryAfter } from '../common/errors.js';
import { formatClientError } from './apollo.js';
import type { CompiledOperations } from './compiled-execution.js';
import type { GqlContext } from './context.js';
import { unusableTextError } from './input-guard.js';
import type { OperationRules } from './operation-rules.js';
import type { ValidatedDocuments } from './validated-documents.js';

/** The types Apollo answers a single result in, in its order of preference (its MEDIA_TYPES). */
const answerTypes = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/** How many distinct Accept headers keep their chosen type: clients send a handful. */
const keptAcceptHeaders = 100;

type PostedBody = { query: string; operationName?: string | null; variables?: Record<string, unknown> | null };

/**
 * A query or mutation POSTed as JSON, answered without Apollo's request pipeline: the document
 * parsed and validated once per text (validated-documents.ts), the operation compiled once
 * (compiled-execution.ts), its errors formatted as Apollo formats them (formatClientError, the
 * status an error asks for, 503 with Retry-After when the database was out of reach) and the
 * answer's type chosen from Accept as Apollo chooses it. Apollo's pipeline cost about 200 µs of CPU
 * on every signed-in request (hashing the text, plugins' hooks, its request and response objects),
 * a fifth of a doctor's page of patients.
 *
 * Everything else goes to Apollo, which answers it as before: GET (the cached public answers,
 * persisted queries, Sandbox), uploads, any `extensions`, a document that does not parse or
 * validate, an operation it cannot pick, a subscription, refused variables or text, a context the
 * database could not give. Nothing has run when it is handed over, so Apollo runs it once.
 * `answer` returns the body sent, or undefined when the request is Apollo's.
 */
export function postedOperations(options: {
  app: FastifyInstance;
  documents: ValidatedDocuments;
  operations: CompiledOperations;
  rules: OperationRules;
  context: (request: FastifyRequest) => Promise<GqlContext>;
}) {
  const { app, documents, operations, rules, context } = options;
  const typeByAccept = new Map<string, string | null>();
  const answerType = (accept: string | undefined) => {
    if (!accept) return answerTypes[0];
    let type = typeByAccept.get(accept);
    if (type === undefined) {
      type = new Negotiator({ headers: { accept } }).mediaType(answerTypes) ?? null;
      if (typeByAccept.size >= keptAcceptHeaders) typeByAccept.clear();
      typeByAccept.set(accept, type);
    }
    return type;
  };

  return {
    async answer(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
      const body = postedBody(request);
      // An Accept that takes no JSON gets Apollo's 406.
      const type = body && answerType(request.headers.accept);
      if (!body || !type) return undefined;
      let validated: ReturnType<ValidatedDocuments['of']>;
      try {
        validated = documents.of(body.query);
      } catch {
        return undefined;
      }
      if ('invalid' in validated) return undefined;
      const { document } = validated;
      const operation = getOperationAST(document, body.operationName);
      if (!operation || operation.operation === 'subscription') return undefined;
      const variables = body.variables ?? {};
      if (unusableTextError(document, variables)) return undefined;
      const coerced = operations.coerce(operation, variables);
      if (coerced.errors) return undefined;
      let contextValue: GqlContext;
      try {
        contextValue = await context(request);
      } catch {
        return undefined;
      }
      let status = 200;
      let result: { data?: unknown; errors?: readonly GraphQLFormattedError[] };
      try {
        const executed = await operations.run(
          document,
          operation,
          { variables, coerced: coerced.coerced },
          contextValue,
        );
        const formatted = executed.errors && formatErrors(executed.errors);
        if (formatted?.status) status = formatted.status;
        result = { errors: formatted?.errors, data: executed.data };
      } catch (thrown) {
        // What Apollo answers when the executor itself throws: the error alone, 500 unless it says otherwise.
        const formatted = formatErrors([thrown instanceof GraphQLError ? thrown : asGraphqlError(thrown)]);
        status = formatted.status ?? 500;
        result = { errors: formatted.errors };
      }
      if (result.errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) {
        status = 503;
        reply.header('retry-after', String(unavailableRetryAfter));
      }
      reply.code(status).type(type);
      // Apollo's field order and its final line break.
      return `${JSON.stringify(result)}\n`;
    },
  };

  /**
   * Each error as Apollo hands it to formatError (a code, INTERNAL_SERVER_ERROR when it has none;
   * the HTTP status it asks for taken out), then formatted for the client.
   */
  function formatErrors(errors: readonly GraphQLError[]) {
    let status: number | undefined;
    const formatted = errors.map((error) => {
      const { http, ...extensions } = error.extensions as { http?: { status?: number }; code?: unknown };
      if (typeof http?.status === 'number') status = http.status;
      const code = extensions.code ?? 'INTERNAL_SERVER_ERROR';
      return formatClientError({ ...error.toJSON(), extensions: { ...extensions, code } }, error, app, rules);
    });
    return { errors: formatted, status };
  }
}

/** The body of a JSON POST holding only what a plain operation holds; undefined otherwise. */
function postedBody(request: FastifyRequest): PostedBody | undefined {
  if (request.method !== 'POST') return undefined;
  const contentType = request.headers['content-type'];
  if (!contentType || !/^application\/json\s*(?:;|$)/i.test(contentType)) return undefined;
  const body = request.body as Record<string, unknown> | null | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body) || body.extensions !== undefined) return undefined;
  const { query, operationName, variables } = body;
  if (typeof query !== 'string') return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
  return body as PostedBody;
}

/** A thrown value as the GraphQL error Apollo would make of it. */
function asGraphqlError(thrown: unknown): GraphQLError {
  const error = thrown instanceof Error ? thrown : new Error(`Unexpected error value: ${String(thrown)}`);
  return new GraphQLError(error.message, { originalError: error });
}
