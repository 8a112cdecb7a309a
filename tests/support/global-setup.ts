import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/client.js';
import { migrateDatabase } from '../../server/src/db/migrate.js';

/** On a PostgreSQL server the migrations run once, before the workers share the database. */
export default async function setup() {
  // Says which Node runs the suite (CI runs it on the machine's Node and on Node 24).
  console.log(`Tests on Node ${process.version}, ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
  if (process.env.TEST_DB !== 'postgres') return;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
  await migrateDatabase(handle, loadConfig().migrationsDir);
  await handle.close();
}
