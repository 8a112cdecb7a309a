import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type RoundRobinProxy, servedByHeader } from './round-robin-proxy.js';
import { readinessPath } from './spawned-server.js';

// Calls through the round-robin proxy in front of several instances, each landing on the instance
// a scenario names: the proxy keeps its strict turn, and a request that is not the scenario's
// (an anonymous GET of the readiness path) moves the turn on when needed. Every answer says which
// instance served it, read from the proxy's header, so a test shows the call really crossed.

export type Answer = {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The instance that answered (the proxy's x-test-instance header). */
  servedBy: number;
  json<T = unknown>(): T;
};

export type GqlAnswer<T> = {
  status: number;
  servedBy: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** A graphql-ws client whose socket the proxy handed to `servedBy`, and how that socket ends. */
export type InstanceSocket = { client: Client; servedBy: number; closed: Promise<{ code: number; reason: string }> };

/** A WebSocket that remembers which instance accepted it, from the proxy's header on the 101 answer. */
class TaggedWebSocket extends WebSocket {
  servedBy: number | undefined;
  constructor(address: string, protocols?: string | string[]) {
    super(address, protocols);
    this.once('upgrade', (response) => {
      this.servedBy = Number(response.headers[servedByHeader]);
    });
  }
}

export function proxiedCalls(proxy: RoundRobinProxy) {
  const sockets: Client[] = [];

  /** Moves the proxy's turn to `instance` with requests of no consequence. */
  async function turnTo(instance: number) {
    if (instance >= proxy.served.length) throw new Error(`the proxy has no instance ${instance}`);
    while (proxy.next !== instance) await (await fetch(`${proxy.origin}${readinessPath}`)).arrayBuffer();
  }

  /** An HTTP request (`path` relative to the proxy) that instance `instance` serves. */
  async function on(instance: number, path: string, init: RequestInit = {}): Promise<Answer> {
    await turnTo(instance);
    const response = await fetch(`${proxy.origin}${path}`, init);
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: response.headers,
      bytes,
      servedBy: Number(response.headers.get(servedByHeader)),
      json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
    };
  }

  /** A GraphQL operation that instance `instance` serves; `headers` adds request headers. */
  async function gql<T = Record<string, unknown>>(
    instance: number,
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<GqlAnswer<T>> {
    const answer = await on(instance, '/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: answer.status, servedBy: answer.servedBy, ...answer.json<object>() };
  }

  /** Signs in through instance `instance` and returns the bearer token. */
  async function login(instance: number, identifier: string, password: string): Promise<string> {
    const answer = await gql<{ login: { token: string } }>(
      instance,
      'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }',
      { i: identifier, p: password },
    );
    if (!answer.data?.login) throw new Error(`login failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.login.token;
  }

  /**
   * A graphql-ws client (signed in with `token` when given) whose socket instance `instance` holds,
   * connected and acknowledged: the server has accepted the session once this resolves. It never
   * reconnects, so a socket the server closes stays closed. Disposed by `close`.
   */
  async function socket(instance: number, token?: string): Promise<InstanceSocket> {
    await turnTo(instance);
    const client = createClient({
      url: `${proxy.origin.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: TaggedWebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      lazy: false,
      retryAttempts: 0,
      // A close is the test's to look at (`closed`), not an error to print.
      onNonLazyError: () => {},
    });
    sockets.push(client);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      client.on('closed', (event) => {
        const { code, reason } = event as { code: number; reason: string };
        resolve({ code, reason });
      });
    });
    const servedBy = await new Promise<number>((resolve, reject) => {
      client.on('connected', (opened) => resolve((opened as TaggedWebSocket).servedBy ?? -1));
      // Once connected, a later close is the test's to look at (`closed`); this one changes nothing.
      void closed.then((event) =>
        reject(new Error(`the socket closed before it was accepted: ${event.code} ${event.reason}`)),
      );
    });
    return { client, servedBy, closed };
  }

  /** Disposes every socket opened here. */
  async function close() {
    await Promise.all(sockets.map(async (client) => client.dispose()));
  }

  return { on, gql, login, socket, close };
}
