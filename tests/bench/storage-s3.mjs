// Study files through the S3 driver next to the local one: a 1 GiB study file (BENCH_STORAGE_MB
// to change) uploaded (POST /studies/uploads, multipart) and downloaded (its study's file URL)
// through two built servers (`npm run build:server`) on fresh embedded databases, one with
// STORAGE_DRIVER=s3 on s3rver (started here, in a process of its own, its folder in the same
// temporary folder) and one with the local driver; and, for reference, the same bytes sent
// straight from this process to s3rver with the SDK (lib-storage, 8 MiB parts, 4 at once) and
// read back with GetObject. Rounds (BENCH_ROUNDS, 3) interleave the three, each first in turn,
// after an untimed warm-up of each; every transfer is checked (size and SHA-256).
// Printed: MiB/s medians and ranges, the ratio S3/local (goal ≥ 0.8), the servers' RSS growth
// during a transfer (peak sampled every 50 ms over the RSS just before; goal < 100 MB with S3),
// CPU seconds per transfer of each process and the load average after each round. Loopback only.
// What the comparison means: s3rver is the bucket here. It writes each part to its own disk, then
// copies the parts into the object when the upload completes, and reads objects from that disk:
// with it on the same two cores and the same disk as the server and this client, the S3 figures
// are a lower bound of what a bucket on machines of its own gives, not a measure of AWS S3.
// BENCH_BUCKET_CORE=N (Linux, taskset) gives s3rver core N alone and pins this process, the servers
// and everything else they start to the other cores: the portal's side keeps the same cores for
// both drivers, as if the bucket ran on a machine of its own.
import { execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { randomUUID, createHash } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  cleanUpOnHangOrSignal,
  cpuSeconds,
  demoStudyParties,
  gql,
  loadAverage,
  median,
  setting,
  spread,
  startBuiltServer,
  timed,
  uploadStudyFile,
  verdict,
  withPeakRss,
  writeStudySource,
} from './support.mjs';

const MiB = 1024 * 1024;
const sizeMb = setting('BENCH_STORAGE_MB', 1024, 16);
const rounds = setting('BENCH_ROUNDS', 3, 1);
const goal = { ratio: 0.8, rssMb: 100 };
const bucketCore = process.env.BENCH_BUCKET_CORE === undefined ? undefined : setting('BENCH_BUCKET_CORE', 1, 0);
if (bucketCore !== undefined) {
  const others = [...Array(availableParallelism()).keys()].filter((core) => core !== bucketCore);
  if (others.length === 0 || bucketCore >= availableParallelism()) {
    console.error(`bench storage: BENCH_BUCKET_CORE needs a core other than ${bucketCore} on this machine`);
    process.exit(1);
  }
  // Children inherit the affinity, so the servers started later stay off the bucket's core.
  execFileSync('taskset', ['-a', '-p', '-c', others.join(','), String(process.pid)], { stdio: 'ignore' });
}
const minutes = 40;

if (!Number.isInteger(sizeMb) || sizeMb < 1 || !Number.isInteger(rounds) || rounds < 1) {
  console.error('bench storage: BENCH_STORAGE_MB and BENCH_ROUNDS must be whole numbers from 1');
  process.exit(1);
}

const workDir = mkdtempSync(join(tmpdir(), 'portal-bench-storage-'));
const servers = [];
let s3rver;
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const server of servers) await server.stop();
  if (s3rver && s3rver.exitCode === null) {
    const exited = new Promise((resolveExit) => s3rver.once('exit', resolveExit));
    s3rver.stdin.end();
    await exited;
  }
  rmSync(workDir, { recursive: true, force: true });
}
// Registered before the servers' own watches (given a minute more), so a hang stops everything.
const stopWatch = cleanUpOnHangOrSignal('storage', minutes, cleanup);

try {
  const source = join(workDir, 'cbct.zip');
  const { size, checksum } = await writeStudySource(source, sizeMb * MiB);
  const bucket = `portal-bench-${randomUUID().slice(0, 8)}`;
  const endpoint = await startS3rver(join(workDir, 's3'), bucket);
  const limit = { STUDY_FILE_SIZE_LIMIT_MB: String(Math.max(2048, sizeMb)) };
  // Both at once: the S3 one loads the demo data into the bucket itself (seeded data is on a local disk).
  const [localDriver, s3Driver] = await Promise.all([
    driverOn('local', limit),
    driverOn('s3', {
      ...limit,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  ]);
  const drivers = { local: localDriver, s3: s3Driver };

  /** One upload and one download of the file through `driver`, in seconds, both checked. */
  const round = async (driver) => {
    const cpuBefore = cpuOf(driver);
    let staged;
    const up = await timed(async () => {
      staged = await uploadStudyFile(driver.origin, driver.token, { path: source, size });
    });
    if (staged.size !== size || staged.checksum !== checksum)
      throw new Error(
        `${driver.name}: stored ${staged.size} bytes, SHA-256 ${staged.checksum}; sent ${size}, ${checksum}`,
      );
    const { createStudy } = await gql(
      driver.origin,
      'mutation ($input: NewStudyInput!) { createStudy(input: $input) { id files { url } } }',
      {
        input: {
          patientId: driver.patientId,
          studyTypeId: driver.studyTypeId,
          studyDate: '2026-11-20',
          fileIds: [String(staged.id)],
        },
      },
      driver.token,
    );
    let received;
    const down = await timed(async () => {
      received = await download(`${driver.origin}${createStudy.files[0].url}`, driver.token);
    });
    if (received.size !== size || received.checksum !== checksum)
      throw new Error(`${driver.name}: downloaded ${received.size} bytes with SHA-256 ${received.checksum}`);
    const cpuAfter = cpuOf(driver);
    // Its bytes go with it, so the disk holds one copy at a time.
    await gql(driver.origin, 'mutation ($id: ID!) { deleteStudy(id: $id) }', { id: createStudy.id }, driver.token);
    return { up, down, serverCpu: cpuAfter.server - cpuBefore.server, storeCpu: cpuAfter.store - cpuBefore.store };
  };

  /** The same transfers straight between this process and s3rver (lib-storage, GetObject): the store's own pace. */
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const direct = async () => {
    const cpuBefore = cpuSeconds(s3rver.pid);
    const Key = `direct/${randomUUID()}.zip`;
    const up = await timed(() =>
      new Upload({
        client,
        params: { Bucket: bucket, Key, Body: createReadStream(source) },
        partSize: 8 * MiB,
        queueSize: 4,
      }).done(),
    );
    let received;
    const down = await timed(async () => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      received = await hashed(object.Body);
    });
    if (received.size !== size || received.checksum !== checksum)
      throw new Error(`direct: read back ${received.size} bytes with SHA-256 ${received.checksum}`);
    const storeCpu = cpuSeconds(s3rver.pid) - cpuBefore;
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
    return { up, down, storeCpu };
  };
  const paths = [
    { ...drivers.local, label: 'portal, local disk' },
    { ...drivers.s3, label: 'portal, S3 driver' },
    { name: 'direct', label: 'S3 client straight to s3rver', transfer: direct },
  ].map((path) => ({ transfer: () => round(path), ...path, up: [], down: [], serverCpu: [], storeCpu: [], rss: [] }));

  /** One transfer, with the server's RSS growth over the RSS just before (peak sampled every 50 ms). */
  const measured = async (path) => {
    if (!path.pid) return { ...(await path.transfer()), rssGrowth: 0 };
    const { result, growthMb } = await withPeakRss(path.pid, path.transfer);
    return { ...result, rssGrowth: growthMb };
  };
  // The first transfer of each (fresh heap, first parts, page cache) is slower: one untimed first.
  for (const path of paths) path.rss.push((await measured(path)).rssGrowth);
  const loads = [];
  for (let index = 0; index < rounds; index += 1) {
    // Each path goes first in turn, so none always follows the same one.
    const order = paths.map((_, at) => paths[(at + index) % paths.length]);
    for (const path of order) {
      const result = await measured(path);
      path.up.push(size / MiB / result.up);
      path.down.push(size / MiB / result.down);
      path.serverCpu.push(result.serverCpu ?? 0);
      path.storeCpu.push(result.storeCpu ?? 0);
      path.rss.push(result.rssGrowth);
    }
    loads.push(loadAverage());
  }

  const [local, viaS3, straight] = paths;
  console.log(
    `\nstudy file of ${sizeMb} MiB, ${rounds} interleaved rounds after a warm-up, MiB/s median (range); loopback, page cache warm:`,
  );
  if (bucketCore !== undefined)
    console.log(`  s3rver alone on core ${bucketCore}; this process and the servers on the others`);
  for (const direction of ['up', 'down']) {
    console.log(`  ${direction === 'up' ? 'upload' : 'download'}:`);
    for (const path of paths) console.log(`    ${path.label.padEnd(30)} ${spread(path[direction], 0)}`);
    const ratio = median(viaS3[direction]) / median(local[direction]);
    const ceiling = median(straight[direction]) / median(local[direction]);
    console.log(
      `    S3 driver / local disk: ${ratio.toFixed(2)} (goal at least ${goal.ratio}: ${verdict(ratio >= goal.ratio)}); ` +
        `S3 driver / straight to s3rver: ${(median(viaS3[direction]) / median(straight[direction])).toFixed(2)}; ` +
        // No driver goes faster than the store takes bytes: past this, the bucket is the limit, not the portal.
        `straight to s3rver / local disk: ${ceiling.toFixed(2)} (the most any driver could reach here)`,
    );
  }
  const growth = Math.max(...viaS3.rss);
  console.log(
    `  server RSS growth during a transfer, largest of every round: S3 driver ${growth.toFixed(0)} MB ` +
      `(goal under ${goal.rssMb}: ${verdict(growth < goal.rssMb)}), local ${Math.max(...local.rss).toFixed(0)} MB`,
  );
  // What each process spends moving the file once up and once down, all threads: the S3 driver's
  // own cost (signing, parts) apart from s3rver's, which a real bucket runs on other machines.
  console.log('  CPU seconds per upload + download, median (range):');
  console.log(`    server, local disk            ${spread(local.serverCpu, 2, 's')}`);
  console.log(`    server, S3 driver             ${spread(viaS3.serverCpu, 2, 's')}`);
  console.log(`    s3rver, for the S3 driver     ${spread(viaS3.storeCpu, 2, 's')}`);
  console.log(`    s3rver, straight              ${spread(straight.storeCpu, 2, 's')}`);
  console.log(`  load average (1, 5, 15 min) after each round: ${loads.map((load) => `[${load}]`).join(' ')}`);
} catch (error) {
  console.error('bench storage failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup();
  stopWatch();
}

/** s3rver serving `bucket` from `folder`, as the tests start it; answers its endpoint. */
async function startS3rver(folder, bucket) {
  mkdirSync(folder, { recursive: true });
  const command = [
    process.execPath,
    '--openssl-legacy-provider',
    join(import.meta.dirname, '../support/s3rver-process.mjs'),
    folder,
    bucket,
  ];
  const pinned = bucketCore === undefined ? command : ['taskset', '-c', String(bucketCore), ...command];
  s3rver = spawn(pinned[0], pinned.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise((resolvePort, reject) => {
    s3rver.once('exit', (code) => reject(new Error(`s3rver exited with code ${code}`)));
    createInterface({ input: s3rver.stdout }).once('line', (line) => resolvePort(JSON.parse(line).port));
  });
  return `http://127.0.0.1:${port}`;
}

/** A built server with `env`, signed in as the demo laboratory, with the demo patient and a study type. */
async function driverOn(name, env) {
  const server = await startBuiltServer(`storage-${name}`, minutes + 1, { env });
  servers.push(server);
  return { name, origin: server.origin, pid: server.pid, ...(await demoStudyParties(server.origin)) };
}

/** CPU seconds so far of the driver's server and of s3rver (the store of the S3 driver only). */
function cpuOf(driver) {
  return { server: cpuSeconds(driver.pid), store: driver.name === 's3' ? cpuSeconds(s3rver.pid) : 0 };
}

/** GETs `url` with the bearer token and hashes the body as it arrives; answers its size and SHA-256. */
function download(url, token) {
  return new Promise((resolveDownload, reject) => {
    request(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`download answered ${response.statusCode}`));
      }
      hashed(response).then(resolveDownload, reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The size and SHA-256 of a stream's bytes, hashed as they arrive. */
async function hashed(stream) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, checksum: hash.digest('hex') };
}
