import module from 'node:module';
import { cacheModuleResolution } from './module-resolution-cache.js';

// Node 22.1+; the installed @types/node predates it.
const { enableCompileCache } = module as unknown as { enableCompileCache(): unknown };

/**
 * What the entries (main.ts, migrate-cli.ts) do before importing the server's modules: Node keeps
 * their compiled code between starts in its compile cache (in the system's temporary folder; a
 * folder it cannot write leaves the start as it was, and NODE_DISABLE_COMPILE_CACHE=1 turns it
 * off), and module resolution goes through module-resolution-cache.ts.
 */
export function prepareModuleLoading(): void {
  enableCompileCache();
  cacheModuleResolution();
}
