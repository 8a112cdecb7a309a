import 'reflect-metadata';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { ensureReferenceData } from './reference-data.js';
import { seedDemo } from './seed/demo.js';

// `npm run db:migrate`: applies the migrations (and loads the demo data when SEED_DEMO says so)
// without serving. `npm start` runs it in a process of its own before the first start on a new
// embedded data folder, so the memory the migrations and the demo images take is returned to the
// system when it ends rather than kept by the server for its whole life.
const startedAt = performance.now();
const progress = (step: string) => console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${step}`);
const config = loadConfig();
const handle = await openDatabase(config);
await migrateDatabase(handle, config.migrationsDir);
await ensureReferenceData(handle.db);
progress(`migraciones aplicadas (${handle.kind === 'server' ? 'PostgreSQL' : 'PGlite'})`);
if (config.seedDemo) {
  // The seed goes through the services, which need what a server instance gives them.
  const app = await buildApp({ config, database: handle });
  if (await seedDemo(app.deps, progress)) progress('datos de demostración cargados');
  await app.close();
}
await handle.close();
