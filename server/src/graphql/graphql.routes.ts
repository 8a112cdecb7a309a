import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HeaderMap } from '@apollo/server';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { messages } from '../../../shared/messages.js';
import { databaseUnavailable } from '../common/db-errors.js';
import { unavailableRetryAfter } from '../common/errors.js';
import { localizeGraphqlAnswer } from '../common/error-language.js';
import type { AppDeps } from '../deps.js';
import type { SessionLookup } from '../http/route-access.js';
import type { KeptAnswerLane } from '../http/kept-answer-lane.js';
import { chosenEncoding, etagsOf, holdsEtag, sendKept } from '../http/kept-body.js';
import { fastifyLogsRequests } from '../http/logger.js';
import { requestMeta } from '../http/request-meta.js';
import { createApollo } from './apollo.js';
import { compiledOperations } from './compiled-execution.js';
import type { GqlContext } from './context.js';
import { laneAnswers } from './lane-answers.js';
import { createOperationRules } from './operation-rules.js';
import { postedOperations } from './posted-operation.js';
import type { PublicEntry, PublicResponseCache } from './public-response-cache.js';
import { validatedDocuments } from './validated-documents.js';
import { attachWebSocketServer } from './websocket.js';

/**
 * A GET request's operation as a POST would carry it (variables and extensions arrive as JSON in
 * the query string); undefined when they are not JSON, for Apollo to refuse.
 */
function getRequestBody(request: FastifyRequest): unknown {
  const { query, operationName, variables, extensions } = request.query as Record<string, string | undefined>;
  try {
    return {
      query,
      operationName,
      variables: variables === undefined ? undefined : JSON.parse(variables),
      extensions: extensions === undefined ? undefined : JSON.parse(extensions),
    };
  } catch {
    return undefined;
  }
}

/**
 * Headers that let a CDN or the app keep an anonymous public answer fetched with GET: a minute
 * fresh, then revalidated with its ETag (sendKept), which changes with the versions and time
 * periods of the content it reads (part of the key), so an edited item is never served from an
 * old ETag. Neither lasts past the moment time alone changes the answer (`freshFor`: a window
 * opens or closes).
 */
function sharedCacheHeaders(entry: PublicEntry): Record<string, string> {
  const left = entry.freshFor === undefined ? Infinity : Math.max(0, Math.floor(entry.freshFor / 1000));
  const maxAge = Math.min(60, left);
  const stale = Math.min(300, left - maxAge);
  return {
    'cache-control': `public, max-age=${maxAge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`,
    vary: 'Accept, Accept-Encoding, Authorization',
  };
}

/**
 * The ETag a GET holds when it is the one its answer would have now, in the encoding it would get
 * or as text (sent so when the compressed body was no smaller); undefined otherwise.
 */
function heldEtag(request: FastifyRequest, entry: PublicEntry): string | undefined {
  const held = request.headers['if-none-match'];
  if (held === undefined) return undefined;
  const etags = etagsOf(entry.key);
  return [etags[chosenEncoding(request.headers['accept-encoding'])], etags.identity].find((etag) =>
    holdsEtag(held, etag),
  );
}

/**
 * GraphQL over HTTP (Apollo, Sandbox outside production) and over WebSocket (graphql-ws), both on
 * /graphql. `publicAnswers` keeps the anonymous answers about public content (the catalogue, the
 * app's content), which `lane` sends again in front of Fastify once the pipeline has sent them;
 * `sessions` tells the socket who opens it.
 */
export async function graphqlRoutes(
  app: FastifyInstance,
  options: {
    deps: AppDeps;
    schema: GraphQLSchema;
    sessions: SessionLookup;
    publicAnswers: PublicResponseCache;
    lane: KeptAnswerLane;
  },
) {
  const { deps, schema, sessions, publicAnswers } = options;
  const rules = createOperationRules(deps.config);
  const operations = compiledOperations(schema);
  const documents = validatedDocuments(schema, rules);
  const apollo = createApollo(app, schema, deps.config, rules, operations);
  await apollo.start();
  // Fastify itself drains requests in flight on close; Apollo only needs stopping afterwards.
  app.addHook('onClose', () => apollo.stop());

  const context = async (request: FastifyRequest): Promise<GqlContext> => {
    try {
      const actor = await request.getActor();
      return {
        deps,
        actor,
        sessionEnded: actor ? null : await request.sessionEndReason(),
        meta: requestMeta(request.ip, request.headers),
      };
    } catch (error) {
      // Apollo answers a failed context with 500 unless the error carries its status.
      if (!databaseUnavailable(error)) throw error;
      throw new GraphQLError(messages.serviceUnavailable, {
        extensions: {
          code: 'SERVICE_UNAVAILABLE',
          http: { status: 503, headers: new HeaderMap([['retry-after', String(unavailableRetryAfter)]]) },
        },
      });
    }
  };
  const apolloHandler = fastifyApolloHandler(apollo, { context });
  const posted = postedOperations({ app, documents, operations, rules, context });
  // A plain query or mutation POSTed as JSON skips Apollo's pipeline (posted-operation.ts).
  const execute = async (request: FastifyRequest, reply: FastifyReply) =>
    (await posted.answer(request, reply)) ?? apolloHandler.call(app, request, reply);
  /**
   * Apollo parses inside its pipeline, where a refusal would become a 500: an operation over the
   * token limit is answered here, as the 400 parse error it is.
   */
  const withinLimit = new Set<string>();
  const tooLong = (request: FastifyRequest, reply: FastifyReply) => {
    const source =
      request.method === 'GET'
        ? (request.query as { query?: unknown }).query
        : (request.body as { query?: unknown } | undefined)?.query;
    // The app sends the same few documents over and over: each is counted once.
    if (typeof source !== 'string' || withinLimit.has(source)) return undefined;
    try {
      rules.parse(source);
      if (withinLimit.size >= 1000) withinLimit.clear();
      withinLimit.add(source);
      return undefined;
    } catch (error) {
      const message = rules.clientMessage((error as Error).message);
      reply.code(400).type('application/json; charset=utf-8');
      return JSON.stringify({ errors: [{ message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });
    }
  };
  const again = laneAnswers(publicAnswers, sharedCacheHeaders);
  options.lane.open({
    answerOf: again.answerOf,
    limiter: deps.requests,
    trustProxy: deps.config.trustProxy,
    draining: () => app.draining,
    bodyLimit: deps.config.bodyLimitBytes,
    log: app.log as FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    logsRequests: fastifyLogsRequests(deps.config),
  });
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const found = publicAnswers.entryOf({
      headers: request.headers,
      body: request.method === 'GET' ? getRequestBody(request) : request.body,
    });
    const entry = found instanceof Promise ? await found : found;
    const shared = entry !== undefined && request.method === 'GET' ? sharedCacheHeaders(entry) : undefined;
    // A CDN or the app asks again with the ETag it holds: the same state answers 304, no body.
    // A persisted query's registration goes on to GraphQL, which must learn its text.
    if (entry?.answerable) {
      // The common case, an answer kept and compressed: sent without waiting on anything. Each
      // kept answer sent here is then sent again by the lane, with the headers it went with.
      if (entry.ready) return sendKept(request, reply, again.recordSent(request, reply, entry.ready), shared);
      if (entry.cached) return sendKept(request, reply, again.recordSent(request, reply, await entry.cached), shared);
      // The answer may be gone from memory (made by another instance, or pushed out): its ETag is not.
      const held = shared && heldEtag(request, entry);
      if (held)
        return reply
          .code(304)
          .headers({ ...shared, etag: held })
          .send();
    }
    const refused = tooLong(request, reply);
    if (refused) return refused;
    if (entry === undefined) return execute(request, reply);
    const body = await execute(request, reply);
    if (reply.statusCode === 200 && typeof body === 'string' && JSON.parse(body).errors === undefined) {
      // The first answer of a state goes out as every later one will: compressed once, with its ETag.
      const kept = await entry.remember(body, String(reply.getHeader('content-type')));
      return sendKept(request, reply, again.recordSent(request, reply, kept), { ...shared });
    }
    return body;
  };
  // Errors in the caller's language, each with its messageKey; an answer without errors as it is.
  // Every answer lists its errors first (Apollo's order, kept by posted-operation.ts), so one that
  // does not start with them has none, known without reading the rest.
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = await answer(request, reply);
    return typeof body === 'string' && body.startsWith('{"errors":')
      ? localizeGraphqlAnswer(body, () => request.getLocale())
      : body;
  };
  // Operations carry their own access rules (see access.ts); the route itself is open.
  const config = { access: 'public' as const };
  app.route({ method: ['GET', 'POST'], url: '/graphql', config, handler });
  // The Sandbox page loads its script from Apollo's CDN, so it gets no CSP of ours.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method === 'GET' &&
      request.url.split('?')[0] === '/graphql' &&
      reply.getHeader('content-type')?.toString().startsWith('text/html')
    ) {
      reply.removeHeader('content-security-policy');
    }
    done(null, payload);
  });

  attachWebSocketServer(app, { deps, schema, rules, sessions, documents });
}
