import { Agent, createServer, type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A load balancer for tests and benches: each new request and each WebSocket upgrade goes to the
// next instance in turn, as a round-robin balancer without sticky sessions sends them. Node
// built-ins only: the benches run it in a process of its own with Node's type stripping.

/** The response header that says which instance (0, 1…) served a request or accepted a WebSocket. */
export const servedByHeader = 'x-test-instance';

export type ProxyTarget = { host: string; port: number };

export type RoundRobinProxy = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** The instance the next request or upgrade goes to. */
  readonly next: number;
  /** Requests and upgrades each instance received so far. */
  readonly served: readonly number[];
  /** Stops listening and cuts every connection still open, WebSockets included. */
  close(): Promise<void>;
};

/** Headers of one connection, never forwarded (RFC 9110, 7.6.1); a WebSocket upgrade keeps its own two. */
const hopByHop = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/** Serves a proxy to `targets` on a free port of 127.0.0.1 (or `port`). */
export async function startRoundRobinProxy(
  targets: readonly ProxyTarget[],
  options: { port?: number } = {},
): Promise<RoundRobinProxy> {
  if (targets.length === 0) throw new Error('a proxy needs at least one instance');
  // Connections to each instance are reused, as a balancer keeps them open.
  const agents = targets.map(() => new Agent({ keepAlive: true }));
  const served = targets.map(() => 0);
  const upgraded = new Set<Socket>();
  let turn = 0;
  const take = () => {
    const instance = turn;
    turn = (turn + 1) % targets.length;
    served[instance] += 1;
    return instance;
  };

  const server = createServer((incoming, outgoing) => {
    const instance = take();
    const upstream = request({
      ...targets[instance],
      method: incoming.method,
      path: incoming.url,
      headers: forwardedHeaders(incoming, hopByHop),
      agent: agents[instance],
    });
    upstream.once('response', (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, [
        ...withoutHopByHop(answer.rawHeaders),
        servedByHeader,
        String(instance),
      ]);
      answer.pipe(outgoing);
    });
    upstream.once('error', (error) => {
      if (outgoing.headersSent) outgoing.destroy(error);
      else
        outgoing
          .writeHead(502, { 'content-type': 'text/plain; charset=utf-8', [servedByHeader]: String(instance) })
          .end(`La instancia ${instance} no respondió: ${error.message}`);
    });
    // A client that leaves before the answer ends takes the instance's request with it.
    outgoing.once('close', () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    incoming.pipe(upstream);
  });

  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const instance = take();
    // Everything but Connection and Upgrade, which ask the instance for the same upgrade.
    const headers = forwardedHeaders(
      incoming,
      hopByHop.filter((name) => name !== 'connection' && name !== 'upgrade'),
    );
    const upstream = request({ ...targets[instance], method: incoming.method, path: incoming.url, headers });
    client.once('error', () => upstream.destroy());
    upstream.once('error', () => client.destroy());
    upstream.once('upgrade', (answer, instanceSocket: Socket, instanceHead: Buffer) => {
      client.write(responseHead(answer, answer.rawHeaders, instance));
      if (instanceHead.length > 0) client.write(instanceHead);
      if (head.length > 0) instanceSocket.write(head);
      for (const socket of [client, instanceSocket]) {
        upgraded.add(socket);
        socket.once('close', () => upgraded.delete(socket));
      }
      instanceSocket.once('error', () => client.destroy());
      client.once('close', () => instanceSocket.destroy());
      instanceSocket.once('close', () => client.destroy());
      instanceSocket.pipe(client).pipe(instanceSocket);
    });
    // The instance refused the upgrade (429, 404…): its answer goes back as it came.
    upstream.once('response', (answer) => {
      client.write(responseHead(answer, withoutHopByHop(answer.rawHeaders), instance, 'Connection: close\r\n'));
      answer.pipe(client);
    });
    upstream.end();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    get next() {
      return turn;
    },
    served,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
      for (const agent of agents) agent.destroy();
      await closed;
    },
  };
}

/** The request's headers minus `dropped`, with the client's address added to X-Forwarded-For. */
function forwardedHeaders(incoming: IncomingMessage, dropped: readonly string[]): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = { ...incoming.headers };
  for (const name of dropped) delete headers[name];
  const address = incoming.socket.remoteAddress ?? '';
  const before = incoming.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = before ? `${before}, ${address}` : address;
  return headers;
}

/** Raw headers ([name, value, name, value…]) without those of one connection. */
function withoutHopByHop(raw: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < raw.length; index += 2)
    if (!hopByHop.includes(raw[index].toLowerCase())) kept.push(raw[index], raw[index + 1]);
  return kept;
}

/** An answer's status line and headers, written on a raw socket, with the instance's header added. */
function responseHead(answer: IncomingMessage, raw: readonly string[], instance: number, extra = ''): string {
  let head = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n`;
  for (let index = 0; index < raw.length; index += 2) head += `${raw[index]}: ${raw[index + 1]}\r\n`;
  return `${head}${servedByHeader}: ${instance}\r\n${extra}\r\n`;
}
