import { join } from 'node:path';
import type { Config } from '../config.js';
import { createLocalStorage, type FileStorage } from './storage.js';

/** The storage the configuration names: the local disk under `<dataDir>/files`. */
export function createStorage(config: Config): FileStorage {
  return createLocalStorage(join(config.dataDir, 'files'));
}
