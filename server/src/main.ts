// The server's entry (`npm start`, the Dockerfile): the module resolution cache first, then the
// server, imported only now because a static import would be resolved before the cache is in place.
import { cacheModuleResolution } from './module-resolution-cache.js';

cacheModuleResolution();
await import('./serve.js');
