import { join } from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { createLocalStorage } from './files/storage.js';
import { ensureReferenceData } from './reference-data.js';
import { seedDemoCourses } from './seed/demo-courses.js';
import { seedDemoData } from './seed/demo-data.js';

// `npm run db:migrate`: applies the migrations (and the demo seed when SEED_DEMO says so) without serving.
const config = loadConfig();
const handle = await openDatabase(config);
await migrateDatabase(handle, config.migrationsDir);
await ensureReferenceData(handle.db);
if (config.seedDemo && (await seedDemoData(handle.db))) {
  await seedDemoCourses(handle.db, createLocalStorage(join(config.dataDir, 'files')));
  console.log('Datos de demostración cargados');
}
await handle.close();
console.log(`Migraciones aplicadas (${handle.kind === 'server' ? 'PostgreSQL' : 'PGlite'})`);
