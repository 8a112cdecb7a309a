import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Config } from '../config.js';
import type { S3StorageOptions } from './s3-storage.js';
import { createLocalStorage, type FileStorage } from './storage.js';

/** The storage the configuration names: the local disk under `<dataDir>/files`, or an S3 bucket; uploads spool in `<dataDir>/spool`. */
export function createStorage(config: Config): FileStorage {
  const { storage } = config;
  // Uploads spool (a ZIP) beside the files, on the same disk, so that keeping one is a rename.
  const spoolFolder = join(config.dataDir, 'spool');
  if (storage.driver === 'local') return createLocalStorage(join(config.dataDir, 'files'), spoolFolder);
  return lazyS3Storage({
    bucket: storage.bucket,
    region: storage.region,
    endpoint: storage.endpoint,
    credentials: storage.credentials,
    forcePathStyle: storage.forcePathStyle,
    spoolFolder,
  });
}

/**
 * An S3 bucket whose client (the AWS SDK, about 30 MiB of RSS) loads at the first call: a server
 * on the local disk never loads it, and one on a bucket loads it with its first readiness check.
 */
function lazyS3Storage(options: S3StorageOptions): FileStorage {
  let storage: Promise<FileStorage> | undefined;
  const bucket = () => (storage ??= import('./s3-storage.js').then(({ createS3Storage }) => createS3Storage(options)));
  return {
    put: async (prefix, source, putOptions) => (await bucket()).put(prefix, source, putOptions),
    putAt: async (key, source) => (await bucket()).putAt(key, source),
    spool: async (prefix, source, path, spoolOptions) => (await bucket()).spool(prefix, source, path, spoolOptions),
    adopt: async (prefix, file, adoptOptions) => (await bucket()).adopt(prefix, file, adoptOptions),
    read: async (key, range) => (await bucket()).read(key, range),
    stat: async (key) => (await bucket()).stat(key),
    remove: async (key) => (await bucket()).remove(key),
    async *list(prefix) {
      yield* (await bucket()).list(prefix);
    },
    check: async () => (await bucket()).check(),
    spoolFolder: options.spoolFolder ?? join(tmpdir(), 'portal-spool'),
  };
}
