import fastifyCors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { sessionLookup } from './auth/session-lookup.js';
import { createAttemptLimiter } from './common/attempt-limiter.js';
import { refuseUnusableText } from './common/text-guard.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { AppDeps } from './deps.js';
import { features } from './features.js';
import { createJobQueue } from './jobs/index.js';
import { graphqlRoutes } from './graphql/graphql.routes.js';
import { createPublicResponseCache } from './graphql/public-response-cache.js';
import { publicContentFields, publicContentOf } from './public-content.js';
import { buildAppSchema } from './graphql-schema.js';
import { compression } from './http/compression.js';
import { drainOnClose } from './http/drain-on-close.js';
import { errorHandler } from './http/error-handler.js';
import { healthRoutes } from './http/health.js';
import { keptAnswerLane } from './http/kept-answer-lane.js';
import { lazyRequestLogger } from './http/lazy-request-logger.js';
import { lazySchemaCompilers } from './http/lazy-schema-compilers.js';
import { fastifyLogsRequests, loggerOptions, logRequests } from './http/logger.js';
import { openApi } from './http/openapi.js';
import { signedInNoStore } from './http/signed-in-no-store.js';
import { createRequestLimiter, requestLimit } from './http/request-limit.js';
import { createSharedRequestLimiter } from './http/shared-request-limit.js';
import { routeAccess, type RouteAccess } from './http/route-access.js';
import { securityHeaders } from './http/security-headers.js';
import { firstScreenPages } from './graphql/first-screen-answers.js';
import { pagePreloads } from './http/page-preloads.js';
import { builtSubresources, clientIndexHtml, spaRoutes } from './http/spa.js';
import { createRoutedPaths, unrouted } from './http/unrouted.js';
import { unreadBodies } from './http/unread-bodies.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import type { FileStorage } from './files/storage.js';
import { createStorage } from './files/storage-factory.js';
import { createStorageSweep, type StorageSweep } from './files/storage-sweep.js';
import { uploads } from './http/uploads.js';
import type { PaymentGateway } from './payments/payment-gateway.js';
import { createLocalEventBus, type EventBus } from './events/event-bus.js';
import { createPaymentGateway } from './payments/payment-gateway-factory.js';
import type { PushSender } from './push/push-sender.js';
import { createPushSender } from './push/push-sender-factory.js';

export type App = FastifyInstance & {
  deps: AppDeps;
  /**
   * Compiles the routes' validators and serializers that no request has needed yet (each is
   * compiled at its first use: http/lazy-schema-compilers.ts); rejects when one does not compile.
   */
  compileSchemas(): Promise<void>;
  routeTable: RouteAccess[];
  schema: GraphQLSchema;
  /** One storage sweep now, as the hourly job runs it (tests call it with the system actor). */
  sweepStorage: StorageSweep;
};

/** Builds the whole server (GraphQL, REST, client) on an open, migrated database. */
export async function buildApp(options: {
  config: Config;
  /** The open, migrated database; on a PostgreSQL server the attempt budgets and jobs are shared through it. */
  database: DatabaseHandle;
  mailer?: Mailer;
  storage?: FileStorage;
  payments?: PaymentGateway;
  push?: PushSender;
  events?: EventBus;
  logStream?: NodeJS.WritableStream;
  /** Keep the attempt and request budgets in the database (default: on a PostgreSQL server, shared with other instances). */
  sharedDatabase?: boolean;
  /**
   * Run the jobs (default); false: the queues only, so that jobs can be sent, and their workers are
   * started later by `deps.jobs.start` or by another process (jobs.start's `workers`).
   */
  runJobs?: boolean;
}): Promise<App> {
  const { config, database } = options;
  const { db } = database;
  const sharedLimits = options.sharedDatabase ?? database.kind === 'server';
  // Kept public answers are sent again in front of Fastify, once GraphQL's routes open the lane.
  const lane = keptAnswerLane();
  const schemaCompilers = lazySchemaCompilers();
  const app = Fastify({
    serverFactory: lane.serverFactory,
    logger: loggerOptions(config, options.logStream),
    logController: new LogController({ disableRequestLogging: !fastifyLogsRequests(config) }),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A request reaching a closing server is refused by drainOnClose, in Spanish with Retry-After.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A URL that does not decode is answered like every other client error, not in Fastify's words.
    frameworkErrors: (error, request, reply) => {
      void errorHandler(error, request, reply);
    },
    // The legacy clients send ids and counts as numbers or as their digits in text: schemas say both.
    ajv: { customOptions: { allowUnionTypes: true } },
    schemaController: { compilersFactory: schemaCompilers.compilersFactory },
  });
  app.addHook('onClose', async () => schemaCompilers.stop());
  logRequests(app, config);
  const deps: AppDeps = {
    config,
    systemDb: db,
    publicContent: await publicContentOf(database),
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    attempts: createAttemptLimiter(config, sharedLimits ? db : undefined),
    // On a PostgreSQL server the instances share one budget per address; alone, it is counted in memory.
    requests: sharedLimits
      ? createSharedRequestLimiter(config.rateLimitPerMinute, db, config.rateLimitNamespace, app.log)
      : createRequestLimiter(config.rateLimitPerMinute),
    storage: options.storage ?? createStorage(config),
    payments: options.payments ?? createPaymentGateway(config),
    push: options.push ?? createPushSender(config),
    log: app.log,
    events: options.events ?? createLocalEventBus(),
    jobs: createJobQueue(
      database,
      config,
      // The features' kinds, and the app's own: the sweep of the attempt budgets (deps.attempts).
      features.flatMap((feature) => feature.jobKinds ?? []),
      app.log,
    ),
    // In the order of the features list: the studies' deletion is recorded before any bytes go.
    accountDeletion: features.flatMap((feature) => feature.accountDeletion ?? []),
    accountDeactivation: features.flatMap((feature) => feature.accountDeactivation ?? []),
    resultDelivery: features.flatMap((feature) => feature.resultDelivery ?? []),
    filesAttached: features.flatMap((feature) => feature.filesAttached ?? []),
    // The sweep reads deps itself, so it is made just below, once they exist.
    sweepStorage: (actor, now) => sweepStorage(actor, now),
  };
  // Every prefix written through storage.put has its owners here; the sweep leaves anything else alone.
  const sweepStorage = createStorageSweep(
    deps,
    features.flatMap((feature) => feature.storageOwners ?? []),
  );
  await deps.jobs.start(deps, { workers: options.runJobs ?? true });
  app.addHook('onClose', async () => {
    await deps.jobs.stop(config.shutdownTimeoutMs);
    await deps.events.close();
    await deps.publicContent.close();
  });
  const routeTable: RouteAccess[] = [];
  const routedPaths = createRoutedPaths();
  const sessions = sessionLookup(db);
  const schema = await buildAppSchema();

  app.setErrorHandler(errorHandler);
  await app.register(drainOnClose);
  await app.register(unreadBodies);
  // With Conekta the browser loads the provider's tokenizer and talks to its API.
  const provider =
    config.paymentGateway === 'conekta'
      ? { script: ['https://cdn.conekta.io'], connect: ['https://api.conekta.io'] }
      : { script: [], connect: [] };
  const subresources = await builtSubresources(config.clientDir);
  await app.register(securityHeaders, {
    isSubresource: (path) => subresources.has(path),
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The image viewer decodes DICOM with WebAssembly codecs inside its own web workers.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...provider.script],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the portal's own WebSocket (ws: or wss: on the same host) and nothing else.
        connectSrc: ["'self'", ...provider.connect],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
    credentials: false,
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Requested-With',
      'Referrer-Policy',
      'apollo-require-preflight',
      'x-apollo-operation-name',
      'Idempotency-Key',
      'Accept-Language',
    ],
  });
  await app.register(compression);
  await app.register(requestLimit, { limiter: deps.requests });
  await app.register(routeAccess, { sessions, table: routeTable });
  await app.register(signedInNoStore);
  // Before every route, so that it knows each path's methods when no route takes a request.
  await app.register(unrouted, { paths: routedPaths });
  // Before every route, so that each one is documented (and completed) as it is registered.
  await app.register(openApi, { publicUrl: config.publicUrl });
  // Text with a NUL or an unpaired surrogate is refused before any route (GraphQL checks its own);
  // as a preValidation hook it runs before the route's JSON schema, which would let such text pass.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseUnusableText(request.params);
      refuseUnusableText(request.query);
      if (request.url.split('?')[0] !== '/graphql') refuseUnusableText(request.body);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  await app.register(uploads, { maxFileBytes: config.fileSizeLimitMb * 1024 * 1024 });
  await app.register(healthRoutes, { deps });

  const publicAnswers = createPublicResponseCache({ fields: publicContentFields, content: deps.publicContent });
  await app.register(graphqlRoutes, { deps, schema, sessions, publicAnswers, lane });
  for (const routes of features.flatMap((feature) => feature.routes ?? [])) await app.register(routes, { deps });
  const indexHtml = (await clientIndexHtml(config.clientDir))?.toString();
  const preloads = await pagePreloads(config.clientDir);
  const firstScreen = indexHtml
    ? firstScreenPages({
        deps,
        schema,
        screens: features.flatMap((feature) => feature.firstScreens ?? []),
        htmlOf: (path) => preloads(path, indexHtml) ?? indexHtml,
      })
    : undefined;
  await app.register(spaRoutes, { clientDir: config.clientDir, paths: routedPaths, firstScreen, preloads });

  return Object.assign(app, {
    deps,
    routeTable,
    schema,
    sweepStorage: deps.sweepStorage,
    compileSchemas: schemaCompilers.compileRest,
  }) as unknown as App;
}
