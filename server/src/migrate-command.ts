import 'reflect-metadata';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './prepare-database.js';

// `npm run db:migrate` (through migrate-cli.ts): applies the migrations (and loads the demo data
// when SEED_DEMO says so) without serving. `npm start` runs it in a process of its own before the first start on a new
// embedded data folder, so the memory the migrations and the seed take (PGlite's grown WebAssembly
// memory, the image and DICOM codecs) is returned to the system when it ends rather than kept by
// the server for its whole life.
const startedAt = performance.now();
const progress = (step: string) => console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${step}`);
const config = loadConfig();
const handle = await openDatabase(config);
await prepareDatabase(config, handle, progress);
await handle.close();
