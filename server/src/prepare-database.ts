import { buildApp } from './app.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { ensureReferenceData } from './reference-data.js';
import { seedDemo } from './seed/demo.js';
import type { StartProgress } from './start-progress.js';

/**
 * What `npm run db:migrate` does, and `npm start` in a process of its own before the first start
 * on a new embedded data folder: the migrations, the reference data and, when `config.seedDemo`
 * says so, the demo data. The jobs the seed queues (the AVIF copies of the demo images,
 * files.image-avif) are left to the server's job runner, which makes them once it is ready: each
 * encoding runs in a short-lived process of its own (files/avif-encoder.ts), so the memory
 * libvips leaves behind is not the server's, and the cached public answers pick the copies up as
 * they come (the row's content version).
 */
export async function prepareDatabase(config: Config, handle: DatabaseHandle, progress: StartProgress): Promise<void> {
  await migrateDatabase(handle, config.migrationsDir);
  await ensureReferenceData(handle.db);
  progress(`migraciones aplicadas (${handle.kind === 'server' ? 'PostgreSQL' : 'PGlite'})`);
  if (!config.seedDemo) return;
  // The seed goes through the services, which need what a server instance gives them; its jobs
  // are only stored here (a run cut short by this process ending would wait for its retry).
  const app = await buildApp({ config, database: handle, runJobs: false });
  try {
    if (!(await seedDemo(app.deps, progress))) return;
    progress('datos de demostración cargados (el servidor hará las copias AVIF de sus imágenes en segundo plano)');
  } finally {
    await app.close();
  }
}
