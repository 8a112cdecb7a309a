import 'reflect-metadata';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { ensureReferenceData } from './reference-data.js';
import { seedDemoCourses } from './seed/demo-courses.js';
import { seedDemoData } from './seed/demo-data.js';

// `npm run db:migrate`: applies the migrations (and the demo seed when SEED_DEMO says so) without serving.
const config = loadConfig();
const handle = await openDatabase(config);
await migrateDatabase(handle, config.migrationsDir);
await ensureReferenceData(handle.db);
if (config.seedDemo) {
  // The seed goes through the services, which need what a server instance gives them.
  const app = await buildApp({ config, database: handle });
  if (await seedDemoData(app.deps)) {
    await seedDemoCourses(app.deps);
    console.log('Datos de demostración cargados');
  }
  await app.close();
}
await handle.close();
console.log(`Migraciones aplicadas (${handle.kind === 'server' ? 'PostgreSQL' : 'PGlite'})`);
