import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** What an HTTP API answered: its status, its headers, and its body read as JSON (undefined when it is not). */
export type JsonAnswer = { status: number; header(name: string): string | null; body: unknown };

// Connections kept open between requests: a delivery to 100,000 devices reuses a few sockets and TLS sessions.
const agents: Record<string, HttpAgent> = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true }),
};

/**
 * POSTs a JSON text and answers what came back. Fails on a network error, when the whole answer
 * has not arrived within `timeoutMs`, and on a redirect (the provider's API never redirects;
 * following one could carry the credentials elsewhere).
 * node:http(s) rather than fetch: fetch's web streams and the weak references it keeps on each
 * request and answer cost about 100 KB per request, a fifth of it kept past the young generation,
 * so a delivery to 100,000 devices grew the server's heap by hundreds of megabytes.
 */
export function postJson(
  url: string,
  request: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const agent = agents[target.protocol];
    if (!agent) return reject(new Error(`Not an HTTP address: ${url}`));
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      target,
      {
        method: 'POST',
        agent,
        headers: { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) return fail(new Error(`Redirected (${status}) by ${url}`));
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status, header: (name) => headerOf(response, name), body: jsonOf(Buffer.concat(chunks)) });
        });
      },
    );
    const timer = setTimeout(
      () => fail(new Error(`No answer from ${url} in ${request.timeoutMs} ms`)),
      request.timeoutMs,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      outgoing.destroy();
      reject(error);
    }
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}

function headerOf(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function jsonOf(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}
