import { buildApp, type App } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { withStartLock } from './db/start-lock.js';
import { createPostgresEventBus } from './events/event-bus.js';
import type { Mailer } from './mail/mailer.js';
import { seedDemo } from './seed/demo.js';
import { ensureReferenceData } from './reference-data.js';
import { features } from './features.js';
import type { RunningJob } from './feature.js';
import type { StartProgress } from './start-progress.js';

export type RunningServer = {
  app: App;
  url: string;
  database: DatabaseHandle;
  seeded: boolean;
  /** Readiness answers 503 from now on while requests are still served (the first step of a graceful shutdown). */
  beginDrain(): void;
  /**
   * Stops taking connections and closes the WebSockets (1012), lets requests in flight finish
   * within the shutdown timeout and cuts the ones still open then, stops the jobs and closes the
   * database. `forced` says whether requests had to be cut.
   */
  stop(): Promise<{ forced: boolean }>;
  /** `stop`, for callers that need not know whether requests were cut. */
  close(): Promise<void>;
};

/**
 * Closes the app, giving the requests in flight `timeoutMs` to finish. Past it every connection is
 * cut: an upload cut midway fails in storage.put, which removes what it wrote, so no row and no
 * file of it is left (its client sees the connection drop and sends it again), and the close ends.
 */
export async function closeWithin(app: App, timeoutMs: number): Promise<{ forced: boolean }> {
  const closing = app.close();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  const outcome = await Promise.race([closing.then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (outcome === 'closed') return { forced: false };
  app.log.warn({ timeoutMs }, 'shutdown timeout: cutting the requests still in flight');
  app.server.closeAllConnections();
  await closing;
  return { forced: true };
}

/**
 * Opens and migrates the database, seeds it when configured, and serves everything on one port.
 * `close` stops taking requests, finishes the ones in flight and closes the database.
 */
export async function startServer(
  config: Config,
  options: {
    database?: DatabaseHandle;
    mailer?: Mailer;
    logStream?: NodeJS.WritableStream;
    listen?: boolean;
    progress?: StartProgress;
  } = {},
): Promise<RunningServer> {
  const progress = options.progress ?? (() => {});
  const database = options.database ?? (await openDatabase(config));
  // A database handed in (the tests') was opened by the caller: only one opened here is a step.
  if (!options.database)
    progress(
      database.kind === 'embedded' ? `base de datos integrada abierta (${config.dataDir})` : 'conectado a PostgreSQL',
    );
  // Instances starting together on one server migrate and seed one after the other.
  const { app, seeded } = await withStartLock(database, async () => {
    await migrateDatabase(database, config.migrationsDir);
    await ensureReferenceData(database.db);
    progress('migraciones aplicadas');
    // On a PostgreSQL server, instances share events through LISTEN/NOTIFY.
    const events = database.notifications ? await createPostgresEventBus(database.notifications) : undefined;
    // The job runner starts once the server answers: a first start's seed queues the AVIF copies
    // of its images, which would otherwise be encoded beside the seed and the start.
    const built = await buildApp({
      config,
      database,
      mailer: options.mailer,
      logStream: options.logStream,
      events,
      runJobs: false,
    });
    progress('aplicación construida');
    return { app: built, seeded: config.seedDemo ? await seedDemo(built.deps, progress) : false };
  });
  const jobs: RunningJob[] = [];
  let url = '';
  if (options.listen === false) {
    // Without listening (the tests' servers), every schema is compiled before anything runs, as a
    // server that listens compiles them right after it does: one that does not compile fails here.
    await app.ready();
    await app.compileSchemas();
  } else {
    url = await app.listen({ port: config.port, host: config.host });
    app.compileSchemas().catch((error: unknown) => app.log.error({ err: error }, 'a route schema does not compile'));
  }
  await app.deps.jobs.start(app.deps);
  // Each feature's running work (unfinished push rounds resumed, the scanners' way in); it stops before the database closes.
  for (const start of features.flatMap((feature) => feature.jobs ?? [])) {
    const job = await start(app.deps, { serving: options.listen !== false });
    if (job) jobs.push(job);
  }
  const stop = async () => {
    for (const job of jobs) await job.stop();
    const closed = await closeWithin(app, config.shutdownTimeoutMs);
    if (!options.database) await database.close();
    return closed;
  };
  return {
    app,
    url,
    database,
    seeded,
    beginDrain: () => app.beginDrain(),
    stop,
    async close() {
      await stop();
    },
  };
}
