import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { writeNewFile } from './disk-writer.js';
import { meteredUpload, type MeteredUpload } from './metered-upload.js';
import type { SpoolOptions, SpooledFile } from './storage.js';

/**
 * Writes an upload whole to `path` on this machine's disk (a ZIP, whose directory comes last, is
 * read from there), metered on the way exactly as a driver's `put` meters it: the size limit, the
 * SHA-256, the type from the first bytes and `tap`, all in the same pass as the write. The
 * storage's `adopt` then keeps the file without reading it again. `accept` is left to `adopt`: a
 * ZIP's images are checked one by one. Nothing stays at `path` when it fails.
 */
export async function spoolUpload(source: Readable, path: string, options: SpoolOptions): Promise<SpooledFile> {
  return spoolMetered(await meteredUpload('spool', source, options), path);
}

/** The same for an upload already metered (a bucket sends its body on at the same time: s3-spool.ts). */
export async function spoolMetered(upload: MeteredUpload, path: string): Promise<SpooledFile> {
  try {
    await writeNewFile(upload.body, path);
    const { size, checksum, mediaType, extension } = upload.stored();
    return { path, size, checksum, mediaType, extension };
  } catch (error) {
    await rm(path, { force: true });
    throw upload.failure(error);
  }
}
