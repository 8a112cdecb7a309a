import type { FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLSchema, parse, validate, specifiedRules } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { endsSession, sessionsEndedChannel, type SessionsEnded } from '../auth/session-events.js';
import { resolveSession } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { bearerToken } from '../http/route-access.js';
import { formatClientError } from './apollo.js';
import type { GqlContext } from './context.js';
import { costLimitError } from './query-cost.js';
import { sharedSubscribe } from './shared-subscriptions.js';

type ConnectionParams = { authorization?: string; Authorization?: string; token?: string };

/**
 * graphql-ws on the same port and path as HTTP. The client passes its bearer token in the
 * connection parameters; a dead session is refused when the socket opens.
 */
export function attachWebSocketServer(app: FastifyInstance, options: { deps: AppDeps; schema: GraphQLSchema }) {
  const { deps, schema } = options;
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
  const dispose = useServer<ConnectionParams, { token: string | undefined }>({
    schema,
    onConnect: async (ctx) => {
      const params = ctx.connectionParams ?? {};
      const token = params.token ?? bearerToken(params.authorization ?? params.Authorization);
      ctx.extra.token = token;
      // Anonymous sockets are allowed: each operation's own access rule decides.
      if (token === undefined) return true;
      const actor = await resolveSession(deps.db, token);
      if (!actor) return false;
      const socket = ctx.extra.socket;
      signedIn.set(socket, { sessionId: actor.sessionId, userId: actor.userId });
      socket.once('close', () => signedIn.delete(socket));
      return true;
    },
    // The same cost limit as over HTTP; a query that does not parse is left to the server's own errors.
    onSubscribe: (_ctx, _id, payload) => {
      let document;
      try {
        document = parse(payload.query);
      } catch {
        return undefined;
      }
      const error = costLimitError(schema, deps.config.graphqlMaxCost, { document, ...payload });
      return error ? [new GraphQLError(error.message, { extensions: { code: error.extensions.code } })] : undefined;
    },
    subscribe: sharedSubscribe(schema),
    validate: (s, document) => validate(s, document, [...specifiedRules, depthLimit(deps.config.graphqlMaxDepth)]),
    // The session is checked again for every operation, so logout and deactivation end access at once.
    context: async (ctx): Promise<GqlContext> => ({
      deps,
      actor: await resolveSession(deps.db, ctx.extra.token),
      meta: { ip: ctx.extra.request.socket.remoteAddress ?? '', userAgent: ctx.extra.request.headers['user-agent'] },
    }),
    // Errors reach the client as they do over HTTP: our messages and codes, never internal text.
    onNext: (_ctx, _id, _payload, _args, result) => result.errors
      ? { ...result, errors: result.errors.map((error) => formatClientError(error.toJSON(), error, app)) }
      : undefined,
  }, wss);

  app.server.on('upgrade', (request, socket, head) => {
    if (request.url?.split('?')[0] !== '/graphql') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  app.addHook('preClose', async () => {
    await endedSessions.return?.();
    await dispose.dispose();
    for (const client of wss.clients) client.close(1001, 'El servidor se está reiniciando');
    wss.close();
  });
}
