import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Config, projectRoot } from '../../../server/src/config.js';
import type { Mailer } from '../../../server/src/mail/mailer.js';
import { type RunningServer, startServer } from '../../../server/src/server.js';
import { freePort } from '../../support/free-port.js';
import { testDatabase } from '../../support/test-database.js';
import { testConfig, TestServer } from '../../support/test-server.js';
import { manySignIns } from '../../support/users.js';
import { hasChromium } from './chromium.js';

/**
 * The built client served by the real server, running in the test process on the worker's test
 * database (PGlite, or TEST_DATABASE_URL with TEST_DB=postgres) with no demo data: the tests'
 * factories write to the database the pages read. Beside `url`, everything a TestServer offers
 * (gql, login, signedIn, outbox, db) works on it.
 */
export class Portal extends TestServer {
  constructor(
    private readonly running: RunningServer,
    dataDir: string,
    readonly url: string,
  ) {
    super(running.app, dataDir);
  }

  override close() {
    return this.running.close();
  }
}

let current: Portal | undefined;

/** The URL of the test file's portal (see usePortal). */
export function portalUrl(): string {
  if (!current) throw new Error('no portal is running: call usePortal() at the top of the test file');
  return current.url;
}

/**
 * Settings of one test file's portal beyond the tests' defaults, made once its URL is known (an
 * identity provider registers the portal's callback before the portal starts with its issuer).
 */
export type PortalSettings = (url: string) => Promise<Partial<Config>>;

/** What a test file's portal uses instead of its own: a mail server the test takes down and brings back. */
export type PortalServices = { mailer?: Mailer };

async function startPortal(settings?: PortalSettings, services: PortalServices = {}): Promise<Portal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = await testConfig({
    host: '127.0.0.1',
    port,
    publicUrl: url,
    corsOrigins: [url],
    clientDir: join(projectRoot, 'dist/client'),
    logLevel: 'warn',
    // Every page and sign-in comes from 127.0.0.1: the request and sign-in limits (tested on
    // their own in tests/integration) must not decide which test runs last.
    rateLimitPerMinute: 100_000,
    ...manySignIns,
    ...(await settings?.(url)),
  });
  const running = await startServer(config, { database: await testDatabase(), mailer: services.mailer });
  return new Portal(running, config.dataDir, url);
}

/** One portal for the test file, started before its tests and stopped after them. */
export function usePortal(settings?: PortalSettings, services?: PortalServices): () => Portal {
  beforeAll(async () => {
    if (hasChromium) current = await startPortal(settings, services);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('the portal is not running');
    return current;
  };
}
