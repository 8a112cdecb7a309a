// The server's entry (`npm start`, the Dockerfile): module loading prepared first, then the server,
// imported only now because a static import would be loaded before (module-loading.ts).
import { prepareModuleLoading } from './module-loading.js';

prepareModuleLoading();
await import('./serve.js');
