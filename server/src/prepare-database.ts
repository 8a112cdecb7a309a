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
 * says so, the demo data with the jobs it queued already run. Those jobs are the AVIF copies of
 * the demo images (files.image-avif), which libvips makes with threads whose freed memory malloc
 * keeps for the life of the process: made by the server, they held about 50 MiB of its idle RSS
 * after a first start (270 MiB against 220 after a restart; bench:memory). Made here, they go
 * with this process, and the server starts with nothing to render. They run through the same job
 * runner, so a copy that fails keeps its retries, which the server runs.
 */
export async function prepareDatabase(config: Config, handle: DatabaseHandle, progress: StartProgress): Promise<void> {
  await migrateDatabase(handle, config.migrationsDir);
  await ensureReferenceData(handle.db);
  progress(`migraciones aplicadas (${handle.kind === 'server' ? 'PostgreSQL' : 'PGlite'})`);
  if (!config.seedDemo) return;
  // The seed goes through the services, which need what a server instance gives them.
  const app = await buildApp({ config, database: handle });
  try {
    if (!(await seedDemo(app.deps, progress))) return;
    progress('datos de demostración cargados');
    await app.deps.jobs.idle();
    progress('datos de demostración: copias AVIF de las imágenes');
  } finally {
    await app.close();
  }
}
