// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built client,
// at the highest levels (paid once per build, not per request). The server sends them to
// browsers that accept them (@fastify/static's preCompressed); a copy that would not be smaller
// than its file is not written, so that file travels as it is.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing; images, fonts and media are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // .vite/ holds the build's manifest, read by the bundle report, never served.
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile() && compressible.test(entry.name)) yield path;
  }
}

/** Compresses the client's files in `dir`; answers how many copies were written. */
async function compressAssets(dir) {
  let written = 0;
  for await (const file of filesUnder(dir)) {
    const bytes = await readFile(file);
    const copies = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [extension, copy] of [
      ['.br', copies[0]],
      ['.gz', copies[1]],
    ]) {
      if (copy.length >= bytes.length) continue;
      await writeFile(file + extension, copy);
      written += 1;
    }
  }
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
