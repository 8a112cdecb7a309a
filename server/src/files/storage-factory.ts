import { join } from 'node:path';
import type { Config } from '../config.js';
import { createS3Storage } from './s3-storage.js';
import { createLocalStorage, type FileStorage } from './storage.js';

/** The storage the configuration names: the local disk under `<dataDir>/files`, or an S3 bucket; uploads spool in `<dataDir>/spool`. */
export function createStorage(config: Config): FileStorage {
  const { storage } = config;
  // Uploads spool (a ZIP) beside the files, on the same disk, so that keeping one is a rename.
  const spoolFolder = join(config.dataDir, 'spool');
  if (storage.driver === 'local') return createLocalStorage(join(config.dataDir, 'files'), spoolFolder);
  return createS3Storage({
    bucket: storage.bucket,
    region: storage.region,
    endpoint: storage.endpoint,
    credentials: storage.credentials,
    forcePathStyle: storage.forcePathStyle,
    spoolFolder,
  });
}
