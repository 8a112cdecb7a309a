import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp, type App } from '../../server/src/app.js';
import { loadConfig, type Config } from '../../server/src/config.js';
import type { DatabaseHandle } from '../../server/src/db/client.js';
import type { EventBus } from '../../server/src/events/event-bus.js';
import type { PaymentGateway } from '../../server/src/payments/payment-gateway.js';
import type { PushSender } from '../../server/src/push/push-sender.js';
import type { Mail } from '../../server/src/mail/mailer.js';
import { createUser, type TestUser } from './factories.js';
import { testDatabase } from './test-database.js';
import type { Role } from '../../shared/limits.js';

export type GqlResult<T = Record<string, unknown>> = {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** A real server on the worker's test database, driven through HTTP injection. */
export class TestServer {
  constructor(
    readonly app: App,
    readonly dataDir: string,
  ) {}

  get db() {
    return this.app.deps.systemDb;
  }

  /** A GraphQL request; `headers` adds request headers (Accept-Language…). */
  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<GqlResult<T>> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      payload: { query, variables },
    });
    return { status: response.statusCode, ...(response.json() as object) };
  }

  inject(options: InjectOptions) {
    return this.app.inject(options);
  }

  async login(identifier: string, password: string): Promise<string> {
    const result = await this.gql<{ login: { token: string } }>(
      'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }',
      { i: identifier, p: password },
    );
    if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
    return result.data.login.token;
  }

  /** A new user of the role, signed in. */
  async signedIn(role: Role, options: Parameters<typeof createUser>[2] = {}): Promise<TestUser & { token: string }> {
    const user = await createUser(this.db, role, options);
    return { ...user, token: await this.login(user.email, user.password) };
  }

  heartbeat(token?: string) {
    return this.app.inject({
      method: 'GET',
      url: '/heartbeat',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  /** Messages written to the outbox, oldest first (once every mail job due has run). */
  async outbox(): Promise<(Mail & { date: string })[]> {
    await this.app.deps.jobs.idle();
    const dir = join(this.dataDir, 'outbox');
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
    return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8'))));
  }

  async close(): Promise<void> {
    await this.app.close();
  }
}

/** Test configuration: production-like defaults, a private data folder, overrides on top. */
export async function testConfig(overrides: Partial<Config> = {}): Promise<Config> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-test-'));
  // Servers of one test run share a PostgreSQL database: each counts its attempt budgets apart.
  const rateLimitNamespace = `${randomUUID().slice(0, 8)}:`;
  // The sandbox's test card tokens are reused by every purchase test (a real card token is used
  // once): the payment budgets stay out of the way unless a test sets them.
  const paymentRateLimit = { perAccount: 1000, perAddress: 100_000, perCard: 100_000, windowMinutes: 60 };
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    clientDir: join(dataDir, 'client'),
    seedDemo: false,
    rateLimitNamespace,
    paymentRateLimit,
    // Servers sharing a PostgreSQL database never run each other's jobs (pushes included), unless a test says so.
    jobs: {
      namespace: `t${randomUUID().slice(0, 8)}-`,
      pollSeconds: 0.5,
      heartbeatSeconds: 10,
      superviseSeconds: 5,
      schedules: false,
    },
    ...overrides,
  };
}

export async function startTestServer(
  overrides: Partial<Config> = {},
  options: {
    logStream?: NodeJS.WritableStream;
    events?: EventBus;
    payments?: PaymentGateway;
    push?: PushSender;
    /** Another database than the worker's shared one (support/private-database.ts). */
    database?: DatabaseHandle;
  } = {},
) {
  const config = await testConfig(overrides);
  const database = options.database ?? (await testDatabase());
  const app = await buildApp({
    config,
    database,
    logStream: options.logStream,
    events: options.events,
    payments: options.payments,
    push: options.push,
  });
  await app.ready();
  return new TestServer(app, config.dataDir);
}
