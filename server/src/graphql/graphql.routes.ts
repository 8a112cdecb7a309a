import { createHash } from 'node:crypto';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HeaderMap } from '@apollo/server';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { messages } from '../../../shared/messages.js';
import { databaseUnavailable } from '../common/db-errors.js';
import { unavailableRetryAfter } from '../common/errors.js';
import { localizeGraphqlAnswer } from '../common/error-language.js';
import type { AppDeps } from '../deps.js';
import type { SessionLookup } from '../http/route-access.js';
import { requestMeta } from '../http/request-meta.js';
import { createApollo } from './apollo.js';
import type { GqlContext } from './context.js';
import { createOperationRules } from './operation-rules.js';
import type { PublicEntry, PublicResponseCache } from './public-response-cache.js';
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
 * fresh, then revalidated with its ETag, which changes with the versions and time periods of the
 * content it reads (part of the key), so an edited item is never served from an old ETag. Neither
 * lasts past the moment time alone changes the answer (`freshFor`: a window opens or closes).
 */
function sharedCacheHeaders(entry: PublicEntry) {
  const left = entry.freshFor === undefined ? Infinity : Math.max(0, Math.floor(entry.freshFor / 1000));
  const maxAge = Math.min(60, left);
  const stale = Math.min(300, left - maxAge);
  return {
    'cache-control': `public, max-age=${maxAge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`,
    etag: `"${createHash('sha256').update(entry.key).digest('base64url').slice(0, 27)}"`,
    vary: 'Accept, Accept-Encoding, Authorization',
  };
}

/** Whether an If-None-Match header names the ETag (in a list, or weakly, as caches may send it). */
function holdsEtag(header: string | undefined, etag: string): boolean {
  return header !== undefined && header.split(',').some((held) => held.trim().replace(/^W\//, '') === etag);
}

/**
 * GraphQL over HTTP (Apollo, Sandbox outside production) and over WebSocket (graphql-ws), both on
 * /graphql. `publicAnswers` keeps the anonymous answers about public content (the catalogue, the
 * app's content); `sessions` tells the socket who opens it.
 */
export async function graphqlRoutes(
  app: FastifyInstance,
  options: { deps: AppDeps; schema: GraphQLSchema; sessions: SessionLookup; publicAnswers: PublicResponseCache },
) {
  const { deps, schema, sessions, publicAnswers } = options;
  const rules = createOperationRules(deps.config);
  const apollo = createApollo(app, schema, deps.config, rules);
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
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const entry = await publicAnswers.entryOf({
      headers: request.headers,
      body: request.method === 'GET' ? getRequestBody(request) : request.body,
    });
    const shared = entry !== undefined && request.method === 'GET' ? sharedCacheHeaders(entry) : undefined;
    // A CDN or the app asks again with the ETag it holds: the same state answers 304, no body.
    // A persisted query's registration goes on to GraphQL, which must learn its text.
    if (entry?.answerable) {
      if (shared && holdsEtag(request.headers['if-none-match'], shared.etag))
        return reply.code(304).headers(shared).send();
      if (entry.cached) return reply.headers({ ...entry.cached.headers, ...shared }).send(entry.cached.body);
    }
    const refused = tooLong(request, reply);
    if (refused) return refused;
    if (entry === undefined) return apolloHandler.call(app, request, reply);
    const body = await apolloHandler.call(app, request, reply);
    if (reply.statusCode === 200 && typeof body === 'string' && JSON.parse(body).errors === undefined) {
      entry.remember({ headers: { 'content-type': String(reply.getHeader('content-type')) }, body });
      if (shared) reply.headers(shared);
    }
    return body;
  };
  // Errors in the caller's language, each with its messageKey; an answer without errors as it is.
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = await answer(request, reply);
    return typeof body === 'string' ? localizeGraphqlAnswer(body, () => request.getLocale()) : body;
  };
  // Operations carry their own access rules (see access.ts); the route itself is open.
  const config = { access: 'public' as const };
  app.route({ method: ['GET', 'POST'], url: '/graphql', config, handler });
  // The Sandbox page loads its script from Apollo's CDN, so it gets no CSP of ours.
  app.addHook('onSend', async (request, reply) => {
    if (
      request.method === 'GET' &&
      request.url.split('?')[0] === '/graphql' &&
      reply.getHeader('content-type')?.toString().startsWith('text/html')
    ) {
      reply.removeHeader('content-security-policy');
    }
  });

  attachWebSocketServer(app, { deps, schema, rules, sessions });
}
