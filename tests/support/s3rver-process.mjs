// s3rver, an S3-compatible server, in a process of its own for the tests and the benches
// (tests/support/s3-server.ts, tests/bench/storage-s3.mjs): `node --openssl-legacy-provider
// s3rver-process.mjs <folder> <bucket>` serves the bucket from the folder on a free port of
// 127.0.0.1 and prints `{"port":…}` on one line once it answers. It stops when its standard
// input closes, so it never outlives the process that started it.
// Its own process because s3rver encrypts ListObjectsV2's continuation tokens with DES, which
// OpenSSL 3 keeps in its legacy provider: that flag is for this process alone, not the tests'.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) {
  console.error('usage: s3rver-process.mjs <folder> <bucket>');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
// s3rver 3.7 answers AbortMultipartUpload (DELETE …?uploadId=) with 405 and keeps the parts;
// S3 and MinIO remove them. This server does as they do, so that a test sees what an aborted
// upload leaves behind: nothing. (Koa composes its middleware when it starts listening.)
server.middleware.unshift(async (ctx, next) => {
  const uploadId = ctx.method === 'DELETE' ? ctx.query.uploadId : undefined;
  if (typeof uploadId !== 'string' || !/^[0-9a-f]+$/.test(uploadId)) return next();
  await rm(join(directory, bucket, '._S3rver_uploads', uploadId), { recursive: true, force: true });
  ctx.status = 204;
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = () => server.close(() => process.exit(0));
process.stdin.on('end', stop).on('error', stop).resume();
process.on('SIGTERM', stop);
