// Study file upload throughput: one file (1 GiB, BENCH_UPLOAD_MB to change) posted as multipart
// to POST /studies/uploads of the built server (`npm run build:server`), streamed from disk by
// node:http, next to copying the same file to another path on the same disk. The source is a
// stored ZIP entry of random bytes, written once to a temporary folder; the server runs on a fresh
// embedded database in that folder (BENCH_DB=postgres: on the PostgreSQL server), with the node flags and
// environment `npm start` and the image give it (scripts/server-node-flags.mjs). Loopback only.
//
// The reference is the stream copy (fs read stream piped into a write stream, 64 KiB reads, no
// fsync): the upload too reads the bytes into user space and writes them to a file of the same
// disk without fsync, so both pay the same read, the same write and the same page cache. fs.copyFile
// copies inside the kernel (copy_file_range, or a reflink that copies nothing on btrfs/XFS), which
// no upload through a socket can do; it is printed beside it for reference only.
// Goal: the upload at least 0.8 of the stream copy, with the server's RSS growing less than 100 MB:
// the peak during each upload over its RSS just before it, and the peak of all the uploads over its
// RSS before the first one (warm-up included).
// Rounds interleave the three (each first in turn) after an untimed warm-up; the load average is
// read after each round. BENCH_CPU_PROF=<folder> writes the server's CPU profile there.
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { serverEnvironment, serverNodeFlagsFor } from '../../scripts/server-node-flags.mjs';
import {
  cleanUpOnHangOrSignal,
  cpuSeconds,
  gql,
  loadAverage,
  login,
  median,
  rssMb,
  setting,
  smoke,
  spread,
  startBuiltServer,
  timed,
  uploadStudyFile,
  verdict,
  withPeakRss,
  writeStudySource,
} from './support.mjs';

const MiB = 1024 * 1024;
const sizeMb = setting('BENCH_UPLOAD_MB', 1024, 16);
const rounds = setting('BENCH_RUNS', 5, 1);
const goals = { ratio: 0.8, rssMb: 100 };

if (sizeMb < 1 || rounds < 1) {
  console.error('bench upload: BENCH_UPLOAD_MB and BENCH_RUNS must be whole numbers from 1');
  process.exit(1);
}
const workDir = mkdtempSync(join(tmpdir(), 'portal-bench-upload-'));
let started;
const stopWatch = cleanUpOnHangOrSignal('upload', 20, () => cleanup());

try {
  const source = join(workDir, 'cbct.zip');
  const target = join(workDir, 'copy.zip');
  const { size, checksum } = await writeStudySource(source, sizeMb * MiB);
  started = await startBuiltServer('upload', 20, {
    nodeArgs: serverNodeFlagsFor(process.env.BENCH_DB === 'postgres' ? { DATABASE_URL: 'server' } : {}),
    env: { ...serverEnvironment, STUDY_FILE_SIZE_LIMIT_MB: String(Math.max(2048, sizeMb)) },
  });
  const base = started.origin;
  const token = await login(base, 'laboratorio@demo.mx');
  const rssBeforeUploads = rssMb(started.pid);
  let peakRss = rssBeforeUploads;

  const ways = [
    {
      label: 'copy on disk, stream pipe',
      run: async () => {
        const seconds = await timed(() => pipeline(createReadStream(source), createWriteStream(target)));
        await rm(target);
        return { seconds };
      },
    },
    {
      label: 'copy on disk, fs.copyFile',
      run: async () => {
        const seconds = await timed(() => copyFile(source, target));
        await rm(target);
        return { seconds };
      },
    },
    {
      label: 'POST /studies/uploads (multipart)',
      run: async () => {
        const cpuBefore = cpuSeconds(started.pid);
        let staged;
        const {
          result: seconds,
          peakMb,
          growthMb,
        } = await withPeakRss(started.pid, () =>
          timed(async () => {
            staged = await uploadStudyFile(base, token, { path: source, size });
          }),
        );
        const cpu = cpuSeconds(started.pid) - cpuBefore;
        peakRss = Math.max(peakRss, peakMb);
        if (staged.size !== size || staged.checksum !== checksum) {
          throw new Error(
            `the server stored ${staged.size} bytes with SHA-256 ${staged.checksum}; sent ${size} bytes with ${checksum}`,
          );
        }
        await gql(base, 'mutation ($f: ID!) { discardStudyUpload(fileId: $f) }', { f: staged.id }, token);
        return { seconds, cpu, growthMb };
      },
    },
  ].map((way) => ({ ...way, seconds: [], cpu: [], growthMb: [] }));
  const [piped, copied, uploaded] = ways;

  // The first touch of fresh page-cache memory and the server's first upload are slower than what
  // follows (markedly so on a virtual machine): one untimed round first, but for a smoke run.
  if (!smoke) for (const way of ways) await way.run();
  const loads = [];
  for (let round = 0; round < rounds; round += 1) {
    for (let at = 0; at < ways.length; at += 1) {
      const way = ways[(at + round) % ways.length];
      const { seconds, cpu, growthMb } = await way.run();
      way.seconds.push(seconds);
      if (cpu !== undefined) way.cpu.push(cpu);
      if (growthMb !== undefined) way.growthMb.push(growthMb);
    }
    loads.push(loadAverage().split(', ')[0]);
  }

  const rate = (seconds) => seconds.map((value) => size / MiB / value);
  const ratios = (reference) => reference.seconds.map((seconds, index) => seconds / uploaded.seconds[index]);
  const toPipe = ratios(piped);
  const growth = median(uploaded.growthMb);
  console.log(
    `\nupload of a ${sizeMb} MiB file, ${rounds} interleaved rounds${smoke ? ' (smoke run, no warm-up)' : ' after a warm-up'}, median (range); loopback, page cache warm, no fsync on either side:`,
  );
  for (const way of ways) console.log(`  ${way.label.padEnd(36)} ${spread(rate(way.seconds), 0, 'MiB/s')}`);
  console.log(
    `  upload / stream-pipe copy, per round: ${spread(toPipe, 2)}   (goal at least ${goals.ratio}: ${verdict(median(toPipe) >= goals.ratio)})`,
  );
  console.log(`  upload / fs.copyFile, per round:     ${spread(ratios(copied), 2)}   (for reference)`);
  const overall = peakRss - rssBeforeUploads;
  console.log(
    `  server RSS growth during an upload:  ${spread(uploaded.growthMb, 0, 'MB')}; peak of all uploads ${overall.toFixed(0)} MB over ${rssBeforeUploads.toFixed(0)} MB before the first   (goal under ${goals.rssMb} MB: ${verdict(Math.max(growth, overall) < goals.rssMb)})`,
  );
  // Wall-clock figures move with whatever else runs on the machine; the server's CPU time per
  // upload moves less, so it is the figure to compare before and after a change to the upload path.
  console.log(`  server CPU per upload (all threads): ${spread(uploaded.cpu, 2, 's')}`);
  console.log(`  load average (1 min) after each round: ${loads.join(', ')}`);
} catch (error) {
  console.error('bench upload failed:', error);
  process.exitCode = 1;
} finally {
  stopWatch();
  await cleanup();
}

async function cleanup() {
  await started?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
