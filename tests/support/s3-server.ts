import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { StorageConfig } from '../../server/src/config.js';

export type S3StorageSettings = Extract<StorageConfig, { driver: 's3' }>;

/** An S3-compatible server (s3rver) with one empty bucket, for the s3 driver's tests. */
export type S3TestServer = {
  /** The portal's storage settings for the bucket: a test server's `storage` override. */
  storage: S3StorageSettings;
  /**
   * What the bucket holds on the server's disk, read past S3: every object's key, and the
   * multipart uploads begun and neither completed nor aborted (their parts stay, and cost, on S3).
   */
  contents(): Promise<{ keys: string[]; pendingUploads: string[] }>;
  close(): Promise<void>;
};

const script = join(import.meta.dirname, 's3rver-process.mjs');

/** Starts s3rver on a free 127.0.0.1 port, serving one new bucket from a temporary folder. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3-'));
  const bucket = `portal-${randomUUID().slice(0, 8)}`;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited with code ${code} before it answered`)));
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve((JSON.parse(line) as { port: number }).port),
    );
  });
  const bucketDir = join(directory, bucket);
  return {
    storage: {
      driver: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's continuation tokens name this region (and are refused for any other).
      region: 'us-east-1',
      bucket,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async contents() {
      // s3rver keeps an object's bytes as `<key>._S3rver_object` and an upload's parts in `._S3rver_uploads/<id>/`.
      const entries = await readdir(bucketDir, { recursive: true, withFileTypes: true });
      const keys = entries
        .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
        .map((entry) =>
          join(entry.parentPath, entry.name)
            .slice(bucketDir.length + 1)
            .replace(/\._S3rver_object$/, ''),
        )
        .sort();
      const uploads = await readdir(join(bucketDir, '._S3rver_uploads')).catch(() => [] as string[]);
      return { keys, pendingUploads: uploads };
    },
    async close() {
      child.stdin!.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
