import { buildApp, type App } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { createPostgresEventBus } from './events/event-bus.js';
import type { Mailer } from './mail/mailer.js';
import { seedDemo } from './seed/demo.js';
import { scheduleStorageSweep } from './files/storage-sweep.js';
import { schedulePaymentConfirmation } from './courses/payment-settlement.js';
import { ensureReferenceData } from './reference-data.js';
import { startDeliveryWorker } from './notifications/delivery-worker.js';
import { startDicomListener } from './dicom-listener/index.js';

export type RunningServer = {
  app: App;
  url: string;
  database: DatabaseHandle;
  seeded: boolean;
  close(): Promise<void>;
};

/**
 * Opens and migrates the database, seeds it when configured, and serves everything on one port.
 * `close` stops taking requests, finishes the ones in flight and closes the database.
 */
export async function startServer(
  config: Config,
  options: { database?: DatabaseHandle; mailer?: Mailer; logStream?: NodeJS.WritableStream; listen?: boolean } = {},
): Promise<RunningServer> {
  const database = options.database ?? (await openDatabase(config));
  await migrateDatabase(database, config.migrationsDir);
  await ensureReferenceData(database.db);
  // On a PostgreSQL server, instances share events through LISTEN/NOTIFY.
  const events = database.notifications ? await createPostgresEventBus(database.notifications) : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    mailer: options.mailer,
    logStream: options.logStream,
    events,
    sharedDatabase: database.kind === 'server',
  });
  const seeded = config.seedDemo ? await seedDemo(app.deps) : false;
  const stopJobs = [scheduleStorageSweep(app.deps, app.sweepStorage), schedulePaymentConfirmation(app.deps)];
  const deliveries = startDeliveryWorker(app.deps);
  let url = '';
  if (options.listen === false) await app.ready();
  else url = await app.listen({ port: config.port, host: config.host });
  // The scanners' way in, when configured; it closes before the database does.
  const dicom =
    config.dicomListener && options.listen !== false
      ? await startDicomListener(app.deps, config.dicomListener)
      : undefined;
  return {
    app,
    url,
    database,
    seeded,
    async close() {
      for (const stop of stopJobs) stop();
      await deliveries.stop();
      await dicom?.close();
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
