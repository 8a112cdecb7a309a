// `npm run db:migrate` and the first start's data step: the module resolution cache first (as in
// main.ts), then the migrations and the demo data (migrate-command.ts).
import { cacheModuleResolution } from './module-resolution-cache.js';

cacheModuleResolution();
await import('./migrate-command.js');
