import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { buildApp, type App } from '../../server/src/app.js';
import type { Config } from '../../server/src/config.js';
import type { DatabaseHandle } from '../../server/src/db/client.js';
import type { Mailer } from '../../server/src/mail/mailer.js';
import { testDatabase } from './test-database.js';
import { testConfig, TestServer } from './test-server.js';

/**
 * Like startTestServer, but a test may add its own routes or hand in another database before the
 * server is ready. Fails (and closes the app) when the routes are refused.
 */
export async function startCustomServer(
  options: {
    config?: Partial<Config>;
    database?: DatabaseHandle;
    logStream?: NodeJS.WritableStream;
    mailer?: Mailer;
    routes?: (app: App) => void;
    /** Attempt counts in the database's rate_limits table, as instances sharing a PostgreSQL server keep them. */
    sharedDatabase?: boolean;
  } = {},
): Promise<TestServer> {
  const config = await testConfig(options.config);
  const database = options.database ?? (await testDatabase());
  const app = await buildApp({
    config,
    database,
    logStream: options.logStream,
    mailer: options.mailer,
    sharedDatabase: options.sharedDatabase,
  });
  try {
    options.routes?.(app);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return new TestServer(app, config.dataDir);
}

/** Serves the app on a free port of 127.0.0.1 and returns its address (`127.0.0.1:<port>`). */
export async function listenLocally(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A log destination that keeps every line the server writes. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

/**
 * A graphql-ws client of the server at `address`, signed in when given a token. It never retries
 * and, like the portal, keeps its socket open between operations until disposed.
 */
export function socketClient(address: string, token?: string): Client {
  return createClient({
    url: `ws://${address}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazyCloseTimeout: 30_000,
  });
}

/** Runs one query or mutation over the socket; rejects with the close event when the server refuses. */
export function overSocket<T = Record<string, unknown>>(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
): Promise<FormattedExecutionResult<T, unknown>> {
  return new Promise((resolve, reject) => {
    let result: FormattedExecutionResult<T, unknown> | undefined;
    client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          result = value;
        },
        error: reject,
        complete: () => resolve(result!),
      },
    );
  });
}
