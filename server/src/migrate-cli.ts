// `npm run db:migrate` and the first start's data step: module loading prepared first (as in
// main.ts), then the migrations and the demo data (migrate-command.ts).
import { prepareModuleLoading } from './module-loading.js';

prepareModuleLoading();
await import('./migrate-command.js');
