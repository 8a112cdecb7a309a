import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  getOperationAST,
  getVariableValues,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { endsSession, sessionsEndedChannel, type SessionsEnded } from '../events/session-events.js';
import type { AppDeps } from '../deps.js';
import { databaseUnavailable } from '../common/db-errors.js';
import { localizeGraphqlError } from '../common/error-language.js';
import { translator } from '../common/translations.js';
import { bearerToken, callerLocale, type SessionLookup } from '../http/route-access.js';
import { addressOf } from '../http/request-limit.js';
import { requestMeta } from '../http/request-meta.js';
import { messages } from '../../../shared/messages.js';
import { formatClientError } from './apollo.js';
import type { GqlContext } from './context.js';
import { unusableTextError } from './input-guard.js';
import type { OperationRules } from './operation-rules.js';
import { sharedSubscribe } from './shared-subscriptions.js';
import type { ValidatedDocuments } from './validated-documents.js';
import { closeUnauthenticated, closeUnavailable } from './socket-auth.js';

type ConnectionParams = { authorization?: string; Authorization?: string; token?: string };

/** What a socket knows of its caller: the bearer token it opened with, and the language to close it in. */
type SocketExtra = { token: string | undefined; locale: string | null | undefined };

/** The longest delay setTimeout keeps (about 24.8 days); a later expiry is checked by each operation. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * graphql-ws on the same port and path as HTTP. The client passes its bearer token in the
 * connection parameters. Every authentication failure closes the socket with 4401 and the reason
 * in the user's language (socket-auth.ts): a token without a live session when the socket opens,
 * the session ending while it is open (logout, expiry, password change, deactivation), and an
 * operation that needs a session on a socket without one.
 */
export function attachWebSocketServer(
  app: FastifyInstance,
  options: {
    deps: AppDeps;
    schema: GraphQLSchema;
    rules: OperationRules;
    sessions: SessionLookup;
    documents: ValidatedDocuments;
  },
) {
  const { deps, schema, rules, sessions, documents } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: deps.config.bodyLimitBytes });
  // The session behind each signed-in socket: when it ends anywhere, the socket closes at once,
  // so an open subscription never outlives a logout, a password change or a deactivation.
  const signedIn = new Map<
    WebSocket,
    { sessionId: number; userId: number; token: string; locale: string | null | undefined }
  >();
  const endedSessions = deps.events.subscribe(sessionsEndedChannel);
  void (async () => {
    for await (const raw of endedSessions) {
      for (const [socket, session] of signedIn) {
        if (!endsSession(raw as SessionsEnded, session)) continue;
        // Said as at the next request: a deactivated account is told so.
        void sessions
          .endReason(session.token)
          .catch(() => null)
          .then((ended) => closeUnauthenticated(socket, session.locale, ended));
      }
    }
  })();
  // A session read that fails because the database is away for a moment closes the socket with
  // 1013, which the app's client retries; graphql-ws would close with 4500, which it does not (the
  // socket's opening does the same in onConnect, without the error reaching graphql-ws).
  const whileDatabaseAway = async <T>(extra: { socket: WebSocket; locale?: string | null }, read: () => Promise<T>) => {
    try {
      return await read();
    } catch (error) {
      if (databaseUnavailable(error)) closeUnavailable(extra.socket, extra.locale);
      throw error;
    }
  };
  const dispose = useServer<ConnectionParams, SocketExtra>(
    {
      schema,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const token = params.token ?? bearerToken(params.authorization ?? params.Authorization);
        const socket = ctx.extra.socket;
        ctx.extra.token = token;
        ctx.extra.locale = requestMeta('', ctx.extra.request.headers).locale;
        // Anonymous sockets are allowed: each operation's own access rule decides.
        if (token === undefined) return true;
        let actor, locale;
        try {
          [actor, locale] = await Promise.all([sessions.byToken(token), sessions.tokenLocale(token)]);
        } catch (error) {
          if (!databaseUnavailable(error)) throw error;
          closeUnavailable(socket, ctx.extra.locale);
          return false;
        }
        ctx.extra.locale = locale ?? ctx.extra.locale;
        if (!actor) {
          // Before graphql-ws's own refusal (4403, which its client retries): the first close wins.
          closeUnauthenticated(socket, ctx.extra.locale, await sessions.endReason(token));
          return false;
        }
        // The socket closes when the session runs out, as a request would be refused then.
        const expiresAt = await sessions.expiresAt(actor.sessionId);
        const untilExpiry = expiresAt ? expiresAt.getTime() - Date.now() : 0;
        const expiry =
          untilExpiry <= maxTimerMs
            ? setTimeout(() => closeUnauthenticated(socket, ctx.extra.locale), Math.max(0, untilExpiry))
            : undefined;
        expiry?.unref();
        signedIn.set(socket, { sessionId: actor.sessionId, userId: actor.userId, token, locale: ctx.extra.locale });
        socket.once('close', () => {
          clearTimeout(expiry);
          signedIn.delete(socket);
        });
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
          deps.requests.consume(addressOf(ctx.extra.request, deps.config.trustProxy));
        } catch {
          return refuse('TOO_MANY_REQUESTS', messages.tooManyAttempts);
        }
        let validated: ReturnType<typeof documents.of>;
        try {
          validated = documents.of(payload.query);
        } catch (error) {
          return refuse('GRAPHQL_PARSE_FAILED', rules.clientMessage((error as Error).message));
        }
        if ('invalid' in validated)
          return validated.invalid.map(
            (error) =>
              new GraphQLError(rules.clientMessage(error.message), {
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
              }),
          );
        const { document } = validated;
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
      // The session is checked again for every operation, so logout and deactivation end access at once:
      // a socket whose session has ended closes instead of going on as anonymous.
      context: async (ctx): Promise<GqlContext> => {
        const actor = await whileDatabaseAway(ctx.extra, () => sessions.byToken(ctx.extra.token));
        const sessionEnded = actor ? null : await sessions.endReason(ctx.extra.token);
        if (ctx.extra.token !== undefined && !actor) {
          closeUnauthenticated(ctx.extra.socket, ctx.extra.locale, sessionEnded);
        }
        return {
          deps,
          actor,
          sessionEnded,
          meta: requestMeta(addressOf(ctx.extra.request, deps.config.trustProxy), ctx.extra.request.headers),
        };
      },
      // Errors reach the client as they do over HTTP: our messages and codes, never internal text,
      // in the caller's language. An operation that needs a session the socket lacks closes it
      // (4401) instead: the answer is not sent, the close tells why.
      onNext: async (ctx, _id, _payload, _args, result) => {
        if (!result.errors) return undefined;
        if (result.errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) {
          closeUnauthenticated(ctx.extra.socket, ctx.extra.locale);
        }
        const formatted = result.errors.map((error) => formatClientError(error.toJSON(), error, app, rules));
        return { ...result, errors: await inCallerLanguage(ctx.extra, formatted) };
      },
      // The operation's refusals (onSubscribe above), in the caller's language.
      onError: (ctx, _id, _payload, errors) =>
        inCallerLanguage(
          ctx.extra,
          errors.map((error) => error.toJSON()),
        ),
    },
    wss,
  );

  /** Errors in the language of the socket's user, else of its opening request's Accept-Language. */
  const inCallerLanguage = async (
    socket: { token?: string; request: IncomingMessage },
    errors: GraphQLFormattedError[],
  ) => {
    const locale = await callerLocale(
      sessions,
      sessions.byToken(socket.token),
      socket.request.headers['accept-language'],
    );
    return errors.map((error) => localizeGraphqlError(error, translator(locale)));
  };

  app.server.on('upgrade', (request, socket, head) => {
    if (request.url?.split('?')[0] !== '/graphql') {
      socket.destroy();
      return;
    }
    // Opening a socket spends the address's request budget like any request.
    try {
      deps.requests.consume(addressOf(request, deps.config.trustProxy));
    } catch {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });
  app.addHook('preClose', async () => {
    await endedSessions.return?.();
    // 1012 "service restart": graphql-ws's client reconnects on it (1001 too; 4xxx codes and the
    // other 1xxx are fatal to it), and the balancer sends the new socket to another instance.
    // graphql-ws's own dispose would close with 1001 and English words: ours closes first.
    for (const client of wss.clients) client.close(1012, 'El servidor se está reiniciando');
    await closedWithin(wss.clients, socketCloseMs);
    await dispose.dispose();
    wss.close();
  });
}

/** How long a socket has to answer the closing handshake before it is cut (ws would wait 30 s). */
const socketCloseMs = 1000;

/** Waits until every socket has closed, or cuts the ones still open after `ms`. */
async function closedWithin(sockets: Set<WebSocket>, ms: number): Promise<void> {
  const open = [...sockets].filter((socket) => socket.readyState !== socket.CLOSED);
  if (open.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(open.map((socket) => new Promise((resolve) => socket.once('close', resolve)))),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
  for (const socket of open) if (socket.readyState !== socket.CLOSED) socket.terminate();
}
