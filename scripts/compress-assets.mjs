// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built client,
// at the highest levels (paid once per build, not per request). The server sends them to
// browsers that accept them (@fastify/static's preCompressed); a copy that would not be smaller
// than its file is not written, so that file travels as it is.
//
// Brotli's highest quality (11) is most of a build's compression time: 22 s of CPU for the 396
// files, 14 s of it the image viewer's 4.3 MB chunk (gzip -9: 0.4 s for all of them). Files past
// `largeFileBytes` (that chunk alone today, which no public page loads) get quality 10: 797,097
// bytes against 780,621 (2.1% more) in half the time. The public pages' files keep quality 11, and
// the bundle report (bundle-report.mjs) reads the copies written here, so a public page that grew
// would fail the build. Files are compressed one per core at a time, largest first, so the largest
// does not run alone at the end. The whole step, 2 rounds each at load 5.8-9: 29.0-32.4 s one file
// at a time at quality 11 (16-17 s of CPU), 13.0-15.0 s in parallel at 11, 9.0-11.7 s in parallel
// with the viewer's chunk at 10 (10-12.5 s of CPU).
import { availableParallelism } from 'node:os';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing; images, fonts and media are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;

/** Past this size a file gets brotli quality 10 instead of 11 (see above). */
export const largeFileBytes = 1024 * 1024;

/** Brotli's quality for a file of `size` bytes. */
export const brotliQuality = (size) => (size > largeFileBytes ? 10 : constants.BROTLI_MAX_QUALITY);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // .vite/ holds the build's manifest, read by the bundle report, never served.
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile() && compressible.test(entry.name)) yield path;
  }
}

/** Writes the copies of one file; answers how many. */
async function compressFile(file) {
  const bytes = await readFile(file);
  const copies = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(bytes.length),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [extension, copy] of [
    ['.br', copies[0]],
    ['.gz', copies[1]],
  ]) {
    if (copy.length >= bytes.length) continue;
    await writeFile(file + extension, copy);
    written += 1;
  }
  return written;
}

/** Compresses the client's files in `dir`, `parallel` at a time; answers how many copies were written. */
export async function compressAssets(dir, parallel = availableParallelism()) {
  const files = [];
  for await (const file of filesUnder(dir)) files.push({ file, size: (await stat(file)).size });
  files.sort((a, b) => b.size - a.size);
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const copies = await compressFile(files[next++].file);
      written += copies;
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, worker));
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../dist/client/', import.meta.url));
  if (!(await stat(dir).catch(() => undefined))) {
    console.error(`compress-assets: ${relative(process.cwd(), dir)} does not exist (run vite build first)`);
    process.exit(1);
  }
  const started = Date.now();
  const written = await compressAssets(dir);
  console.log(`Compressed copies written: ${written} (.br and .gz) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
