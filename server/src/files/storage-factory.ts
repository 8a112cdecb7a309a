import { join } from 'node:path';
import type { Config } from '../config.js';
import { createS3Storage } from './s3-storage.js';
import { createLocalStorage, type FileStorage } from './storage.js';

/** The storage the configuration names: the local disk under `<dataDir>/files`, or an S3 bucket. */
export function createStorage(config: Config): FileStorage {
  const { storage } = config;
  if (storage.driver === 'local') return createLocalStorage(join(config.dataDir, 'files'));
  return createS3Storage({
    bucket: storage.bucket,
    region: storage.region,
    endpoint: storage.endpoint,
    credentials: storage.credentials,
    forcePathStyle: storage.forcePathStyle,
  });
}
