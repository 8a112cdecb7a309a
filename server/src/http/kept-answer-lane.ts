import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { addressOf, countedRequests, type RequestLimiter } from './request-limit.js';

/**
 * A GraphQL request as the lane read it: a GET's query parameters or a POST's JSON body, with
 * its headers. Neither carries credentials nor an Origin.
 */
export type LaneRequest = { method: 'GET' | 'POST'; headers: IncomingHttpHeaders; body: unknown };

/** An answer the whole pipeline gave before, to send again as it is: status 200, these headers, these bytes. */
export type LaneAnswer = { headers: Record<string, string | string[]>; body: Buffer };

/**
 * A kept public answer (the catalogue, the app's content: graphql/public-response-cache.ts) needs
 * nothing but its bytes, yet Fastify's pipeline costs each such request its Request and Reply,
 * fifteen hooks and their runners, the body parser and the route: measured, about 60 µs of CPU
 * per request beyond a bare Fastify route answering the same (bench:catalogue). This lane sits in
 * front of Fastify on the HTTP server and sends such an answer with the headers the pipeline
 * itself sent with it before (recorded then, so the security headers, Vary and the rest cannot
 * drift); every other request goes to Fastify as it came.
 *
 * It takes only what the pipeline answers the same for everyone: GET /graphql with nothing but
 * GraphQL's own parameters, or a small JSON POST to /graphql; without Authorization (a signed-in
 * request), without Origin (CORS answers per origin), without If-None-Match (a 304 is the
 * pipeline's), while the server is not draining. The request budget counts it as any other
 * request, and when Fastify writes a line per request (JSON logs at info) the lane writes the
 * same two lines. A POST whose answer is not kept goes to Fastify with its body put back.
 */
export type KeptAnswerLane = {
  /** For Fastify's `serverFactory`: its HTTP server, with the lane before its handler. */
  serverFactory: FastifyServerFactory;
  /** Starts taking requests, once the app knows how to find their answers. */
  open(options: LaneOptions): void;
};

type LaneOptions = {
  /** The answer to send again for a request, when one is kept for it. */
  answerOf(request: LaneRequest): LaneAnswer | undefined;
  limiter: RequestLimiter;
  trustProxy: boolean;
  draining: () => boolean;
  bodyLimit: number;
  /** Fastify's logger (pino's), and whether Fastify logs a line when a request comes and when it is answered. */
  log: FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
  logsRequests: boolean;
};

/** JSON bodies the lane reads before it knows whether it answers them: GraphQL operations are small. */
const laneBodyLimit = 16 * 1024;
/** GraphQL over HTTP's GET parameters: a request with any other (a signed link's) goes to Fastify. */
const graphqlParameters = new Set(['query', 'operationName', 'variables', 'extensions']);

export function keptAnswerLane(): KeptAnswerLane {
  let lane: LaneOptions | undefined;
  let served = 0;

  /** Sends `answer` (and logs it as Fastify would); the request was counted already. */
  const send = (request: IncomingMessage, response: ServerResponse, answer: LaneAnswer) => {
    const options = lane as LaneOptions;
    const logged = options.logsRequests && options.log.isLevelEnabled('info');
    if (logged) {
      const reqId = `kept-${(served++).toString(36)}`;
      const startedAt = performance.now();
      const { method, url } = request;
      options.log.info(
        { reqId, req: { id: reqId, method, url, ip: addressOf(request, options.trustProxy) } },
        'incoming request',
      );
      response.once('finish', () =>
        options.log.info(
          { reqId, res: { statusCode: response.statusCode }, responseTime: performance.now() - startedAt },
          'request completed',
        ),
      );
    }
    response.writeHead(200, answer.headers);
    response.end(answer.body);
  };

  /** Whether the lane answers `request` (or will, once its body is read); false hands it to Fastify now. */
  const take = (request: IncomingMessage, response: ServerResponse, handler: RequestListener) => {
    const options = lane;
    if (!options) return false;
    const { method, headers } = request;
    if (method !== 'GET' && method !== 'POST') return false;
    if (headers.authorization !== undefined || headers.origin !== undefined || options.draining()) return false;
    const url = request.url ?? '';
    let parameters: Record<string, string> | undefined;
    if (method === 'GET') {
      if (headers['if-none-match'] !== undefined || !url.startsWith('/graphql?')) return false;
      parameters = graphqlParametersOf(url.slice('/graphql?'.length));
      if (!parameters) return false;
    } else {
      const length = Number(headers['content-length']);
      if (url !== '/graphql' || !isJson(headers['content-type']) || headers['transfer-encoding'] !== undefined)
        return false;
      if (!(length > 0 && length <= Math.min(laneBodyLimit, options.bodyLimit))) return false;
    }
    // Counted once, here: Fastify skips a request the lane counted (request-limit.ts).
    try {
      options.limiter.consume(addressOf(request, options.trustProxy));
    } catch {
      return false; // Fastify counts it again and refuses it, in Spanish, with Retry-After.
    }
    countedRequests.add(request);
    // A failure finding the answer is the pipeline's to meet and answer (as a 500, logged).
    const answerOf = (asked: LaneRequest) => {
      try {
        return options.answerOf(asked);
      } catch {
        return undefined;
      }
    };
    if (parameters) {
      const answer = answerOf({ method: 'GET', headers, body: getOperation(parameters) });
      if (!answer) return false;
      send(request, response, answer);
      return true;
    }
    void readBody(request, Number(headers['content-length'])).then((bytes) => {
      // The client went away, or its connection broke, before its whole body came: nobody to answer.
      if (bytes === undefined) return response.destroy();
      const answer = answerOf({ method: 'POST', headers, body: parsedJson(bytes) });
      if (answer) return send(request, response, answer);
      // Fastify reads the body from the stream: it is put back where it was taken from.
      request.unshift(bytes);
      handler(request, response);
    });
    return true;
  };

  return {
    serverFactory(handler, options) {
      // What Fastify sets on the server it makes itself (fastify/lib/server.js), from the same options.
      const server = createServer(options.http ?? {}, (request, response) => {
        if (!take(request, response, handler)) handler(request, response);
      });
      server.keepAliveTimeout = options.keepAliveTimeout as number;
      server.requestTimeout = options.requestTimeout as number;
      server.setTimeout(options.connectionTimeout as number);
      const perSocket = Number(options.maxRequestsPerSocket ?? 0);
      if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
      return server;
    },
    open(options) {
      lane = options;
    },
  };
}

function isJson(type: string | undefined): boolean {
  if (type === undefined) return false;
  const semicolon = type.indexOf(';');
  return (semicolon < 0 ? type : type.slice(0, semicolon)).trim().toLowerCase() === 'application/json';
}

/** A GET's parameters when each is one of GraphQL's, given once; undefined otherwise. */
function graphqlParametersOf(search: string): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (!graphqlParameters.has(name) || Object.hasOwn(parameters, name)) return undefined;
    parameters[name] = value;
  }
  return parameters;
}

/** A GET's operation as a POST would carry it; null when its variables or extensions are not JSON. */
function getOperation(parameters: Record<string, string>): unknown {
  const { query, operationName, variables, extensions } = parameters;
  try {
    return {
      query,
      operationName,
      variables: variables === undefined ? undefined : JSON.parse(variables),
      extensions: extensions === undefined ? undefined : JSON.parse(extensions),
    };
  } catch {
    return null;
  }
}

/** The JSON in `bytes`, or null when it is not JSON (the public answers then find nothing to send). */
function parsedJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString());
  } catch {
    return null;
  }
}

/**
 * The whole body of `request`, `length` bytes, read as one chunk; undefined when the request ends
 * or fails first. Reading exactly `length` leaves the stream short of its end event, so the body
 * can be put back (unshift) for Fastify to read.
 */
function readBody(request: IncomingMessage, length: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const finish = (body: Buffer | undefined) => {
      request.off('readable', onReadable);
      request.off('end', onEnd);
      request.off('error', onEnd);
      resolve(body);
    };
    const onReadable = () => {
      const body = request.read(length) as Buffer | null;
      if (body !== null) finish(body.length === length ? body : undefined);
    };
    const onEnd = () => finish(undefined);
    request.on('readable', onReadable);
    request.on('end', onEnd);
    request.on('error', onEnd);
  });
}
