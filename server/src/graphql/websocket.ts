import type { FastifyInstance } from 'fastify';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  getVariableValues,
  specifiedRules,
  validate,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { endsSession, sessionsEndedChannel, type SessionsEnded } from '../events/session-events.js';
import type { AppDeps } from '../deps.js';
import { bearerToken, type SessionLookup } from '../http/route-access.js';
import { addressOf } from '../http/request-limit.js';
import { requestMeta } from '../http/request-meta.js';
import { messages } from '../../../shared/messages.js';
import { formatClientError } from './apollo.js';
import type { GqlContext } from './context.js';
import { unusableTextError } from './input-guard.js';
import type { OperationRules } from './operation-rules.js';
import { sharedSubscribe } from './shared-subscriptions.js';

type ConnectionParams = { authorization?: string; Authorization?: string; token?: string };

/**
 * graphql-ws on the same port and path as HTTP. The client passes its bearer token in the
 * connection parameters; a dead session is refused when the socket opens.
 */
export function attachWebSocketServer(
  app: FastifyInstance,
  options: { deps: AppDeps; schema: GraphQLSchema; rules: OperationRules; sessions: SessionLookup },
) {
  const { deps, schema, rules, sessions } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: deps.config.bodyLimitBytes });
  // The session behind each signed-in socket: when it ends anywhere, the socket closes at once,
  // so an open subscription never outlives a logout, a password change or a deactivation.
  const signedIn = new Map<WebSocket, { sessionId: number; userId: number }>();
  const endedSessions = deps.events.subscribe(sessionsEndedChannel);
  void (async () => {
    for await (const raw of endedSessions) {
      for (const [socket, session] of signedIn) {
        if (endsSession(raw as SessionsEnded, session)) socket.close(4401, 'Sesión terminada');
      }
    }
  })();
  const dispose = useServer<ConnectionParams, { token: string | undefined }>(
    {
      schema,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const token = params.token ?? bearerToken(params.authorization ?? params.Authorization);
        ctx.extra.token = token;
        // Anonymous sockets are allowed: each operation's own access rule decides.
        if (token === undefined) return true;
        const actor = await sessions.byToken(token);
        if (!actor) return false;
        const socket = ctx.extra.socket;
        signedIn.set(socket, { sessionId: actor.sessionId, userId: actor.userId });
        socket.once('close', () => signedIn.delete(socket));
        return true;
      },
      // Every operation passes what an HTTP request passes: the request budget of its address, the
      // token, depth, alias and cost limits, introspection off in production, usable text and
      // variables of the right types. graphql-ws then runs the arguments returned here as they are.
      onSubscribe: async (ctx, _id, payload) => {
        const refuse = (code: string, message: string, field?: string) => [
          new GraphQLError(message, { extensions: field ? { code, field } : { code } }),
        ];
        try {
          await deps.requests.consume(addressOf(ctx.extra.request, deps.config.trustProxy));
        } catch {
          return refuse('TOO_MANY_REQUESTS', messages.tooManyAttempts);
        }
        let document: DocumentNode;
        try {
          document = rules.parse(payload.query);
        } catch (error) {
          return refuse('GRAPHQL_PARSE_FAILED', rules.clientMessage((error as Error).message));
        }
        const invalid = validate(schema, document, [...specifiedRules, ...rules.validationRules]);
        if (invalid.length > 0)
          return invalid.map(
            (error) =>
              new GraphQLError(rules.clientMessage(error.message), {
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
              }),
          );
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return refuse('OPERATION_RESOLUTION_FAILURE', messages.operationUnknown);
        const unusable = unusableTextError(document, payload.variables);
        if (unusable) return refuse('BAD_USER_INPUT', unusable.message, unusable.extensions.field as string);
        const variables = getVariableValues(schema, operation.variableDefinitions ?? [], payload.variables ?? {}, {
          maxErrors: 1,
        });
        if (variables.errors) {
          // Told as over HTTP: the Spanish message, the field, graphql's words in `detail`.
          const [refused] = variables.errors;
          const { message, extensions } = formatClientError(refused.toJSON(), refused, app, rules);
          return [new GraphQLError(message, { extensions })];
        }
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      subscribe: sharedSubscribe(schema),
      // The session is checked again for every operation, so logout and deactivation end access at once.
      context: async (ctx): Promise<GqlContext> => {
        const actor = await sessions.byToken(ctx.extra.token);
        return {
          deps,
          actor,
          sessionEnded: actor ? null : await sessions.endReason(ctx.extra.token),
          meta: requestMeta(addressOf(ctx.extra.request, deps.config.trustProxy), ctx.extra.request.headers),
        };
      },
      // Errors reach the client as they do over HTTP: our messages and codes, never internal text.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatClientError(error.toJSON(), error, app, rules)) }
          : undefined,
    },
    wss,
  );

  app.server.on('upgrade', (request, socket, head) => {
    if (request.url?.split('?')[0] !== '/graphql') {
      socket.destroy();
      return;
    }
    // Opening a socket spends the address's request budget like any request.
    deps.requests.consume(addressOf(request, deps.config.trustProxy)).then(
      () => wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)),
      () => socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'),
    );
  });
  app.addHook('preClose', async () => {
    await endedSessions.return?.();
    await dispose.dispose();
    for (const client of wss.clients) client.close(1001, 'El servidor se está reiniciando');
    wss.close();
  });
}
