// What reading DICOM headers adds to the upload of a CBCT folder: 300 slices of 512x512, 16-bit
// (BENCH_SLICES to change), posted one file per request, four at a time as the portal sends
// them, to POST /studies/uploads of the built server (`npm run build`). The same 300 files are
// also posted with the first four bytes of their 128-byte DICOM preamble set to a TIFF signature
// (a dual-format file the standard allows): the content sniffer then calls them TIFF images, so
// they are stored and hashed byte for byte the same way but never indexed. The difference between
// the two is the indexing: header read while streaming, the dicom_instances row, its JSON.
// Each round interleaves the two sets in batches of 20 files, after an untimed warm-up round; the
// load average is printed.
// Goal: indexing adds under 10% to the folder's upload time.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  cpuSeconds,
  gql,
  loadAverage,
  login,
  median,
  requireBuiltServer,
  setting,
  smoke,
  spread,
  startBuiltServer,
  timed,
  uploadStudyFile,
  verdict,
} from './support.mjs';

const slices = setting('BENCH_SLICES', 300, 8);
const rounds = setting('BENCH_RUNS', 9, 1);
const atOnce = 4;
const perBatch = 20;
const goal = 0.1;

requireBuiltServer('dicom-upload');
const { cbctPhantom } = await import('../../dist/server/src/seed/cbct-phantom.js');
const folders = mkdtempSync(join(tmpdir(), 'portal-bench-dicom-folders-'));
let started;

try {
  const sets = writeFolders();
  started = await startBuiltServer('dicom-upload', 30);
  const base = started.origin;
  const token = await login(base, 'laboratorio@demo.mx');

  /**
   * Posts a batch, checks what was staged, and answers the seconds it took and the server's CPU
   * seconds meanwhile; the files are then discarded.
   */
  const batch = async (files, indexed) => {
    let staged = [];
    const cpuBefore = cpuSeconds(started.pid);
    const seconds = await timed(async () => {
      staged = await postAll(base, token, files);
    });
    const cpu = cpuSeconds(started.pid) - cpuBefore;
    const dicom = staged.filter((file) => file.dicom !== null).length;
    if (dicom !== (indexed ? files.length : 0))
      throw new Error(`${dicom} of ${files.length} files indexed (expected ${indexed ? 'all' : 'none'})`);
    for (const file of staged)
      await gql(base, 'mutation ($f: ID!) { discardStudyUpload(fileId: $f) }', { f: file.id }, token);
    return { seconds, cpu };
  };
  /**
   * One round posts the whole folder both ways, interleaved in batches of `perBatch` files (DICOM
   * then TIFF, then TIFF then DICOM, ...), so a burst of load from elsewhere on the machine falls
   * on both sets alike; the round's figure is each set's summed time.
   */
  const round = async () => {
    const times = { dicom: 0, tiff: 0 };
    const cpu = { dicom: 0, tiff: 0 };
    for (let start = 0, turn = 0; start < slices; start += perBatch, turn += 1) {
      const order = turn % 2 === 0 ? ['dicom', 'tiff'] : ['tiff', 'dicom'];
      for (const kind of order) {
        const spent = await batch(sets[kind].files.slice(start, start + perBatch), kind === 'dicom');
        times[kind] += spent.seconds;
        cpu[kind] += spent.cpu;
      }
    }
    return { times, cpu };
  };
  if (!smoke) await round(); // warm-up
  const withIndex = [];
  const without = [];
  const cpuWith = [];
  const cpuWithout = [];
  for (let run = 0; run < rounds; run += 1) {
    const { times, cpu } = await round();
    withIndex.push(times.dicom);
    without.push(times.tiff);
    cpuWith.push(cpu.dicom);
    cpuWithout.push(cpu.tiff);
  }
  const mib = sets.bytes / 1024 / 1024;
  // Each round's two uploads ran back to back on the same machine: their ratio is the figure.
  const overheads = withIndex.map((seconds, index) => (seconds / without[index] - 1) * 100);
  const overhead = median(overheads) / 100;
  console.log(
    `\nupload of a ${slices}-file CBCT folder (${mib.toFixed(0)} MiB, ${atOnce} requests at a time, loopback), ${rounds} rounds after a warm-up, each set interleaved in batches of ${perBatch}:`,
  );
  console.log(`  load average before: ${sets.load}; after: ${loadAverage()}`);
  console.log(`  DICOM, headers indexed:          ${spread(withIndex, 2, 's')}`);
  console.log(`  same bytes sniffed as TIFF:      ${spread(without, 2, 's')}`);
  const perFile = (seconds) => seconds.map((value) => (value / slices) * 1000);
  const cpuOverheads = cpuWith.map((seconds, index) => (seconds / cpuWithout[index] - 1) * 100);
  console.log(`  server CPU per file, DICOM:      ${spread(perFile(cpuWith), 2, 'ms')}`);
  console.log(`  server CPU per file, as TIFF:    ${spread(perFile(cpuWithout), 2, 'ms')}`);
  console.log(`  indexing adds to the server's CPU: ${spread(cpuOverheads, 1, '%')} per round`);
  console.log(
    `  indexing adds: ${spread(overheads, 1, '%')} of the upload time, per round (goal under ${goal * 100}%: ${verdict(overhead < goal)})`,
  );
} catch (error) {
  console.error('bench dicom-upload failed:', error);
  process.exitCode = 1;
} finally {
  await started?.stop();
  rmSync(folders, { recursive: true, force: true });
}

/** The phantom's slices as files, and the same files with a TIFF signature in the preamble. */
function writeFolders() {
  const load = loadAverage();
  const patient = { name: 'Prueba^Banco', id: 'BANCO-1', birthDate: '1980-01-01' };
  const dicom = { files: [] };
  const tiff = { files: [] };
  let bytes = 0;
  mkdirSync(join(folders, 'dicom'));
  mkdirSync(join(folders, 'tiff'));
  for (const instance of cbctPhantom({ patient, seed: 'bench', studyDate: '2026-11-27', slices, size: 512 })) {
    const dicomPath = join(folders, 'dicom', instance.fileName);
    writeFileSync(dicomPath, instance.bytes);
    const tiffBytes = Buffer.from(instance.bytes);
    Buffer.from([0x49, 0x49, 0x2a, 0x00]).copy(tiffBytes, 0);
    const tiffPath = join(folders, 'tiff', instance.fileName.replace(/\.dcm$/, '.tif'));
    writeFileSync(tiffPath, tiffBytes);
    dicom.files.push(dicomPath);
    tiff.files.push(tiffPath);
    bytes += instance.bytes.length;
  }
  return { dicom, tiff, bytes, load };
}

/** Posts every file, `atOnce` requests at a time, and answers what the server staged. */
async function postAll(base, token, files) {
  const staged = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const path = files[next];
      next += 1;
      staged.push(
        await uploadStudyFile(base, token, {
          bytes: readFileSync(path),
          name: basename(path),
          mediaType: 'application/octet-stream',
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return staged;
}
