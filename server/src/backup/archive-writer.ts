import { createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupRefusal } from './backup-refusal.js';
import { checksumStream } from './checksum-stream.js';
import { type Manifest, type ManifestEntry, manifestName } from './manifest.js';

export type ArchiveWriter = {
  /** Streams exactly `size` bytes of `source` in as `name`, and answers their checksum. */
  add(name: string, size: number, source: Readable): Promise<ManifestEntry>;
  /** Writes the manifest as the last entry, then gives the archive its name. */
  finish(manifest: Manifest): Promise<void>;
  /** Removes the unfinished archive. */
  abort(): Promise<void>;
};

/** `.gz` and `.tgz` archives are gzip-compressed tarballs; any other name a plain tarball. */
export const compressedName = (file: string) => /\.(t?gz)$/i.test(file);

/**
 * A tarball written as `<file>.partial` and renamed only once complete, so that a name in the
 * backup folder is always a whole archive. An existing archive is never overwritten. It holds
 * clinical data: only its owner may read it.
 */
export async function createArchiveWriter(file: string): Promise<ArchiveWriter> {
  const exists = await access(file).then(
    () => true,
    () => false,
  );
  if (exists) throw new BackupRefusal(`Ya existe ${file}: elige otro nombre; una copia anterior nunca se sobrescribe.`);
  const partial = `${file}.partial`;
  const pack = tar.pack();
  // tar-stream's streams are streamx streams, which Node's pipeline takes as Readable ones.
  const packed = pack as unknown as Readable;
  const output = createWriteStream(partial, { mode: 0o600 });
  const written = compressedName(file) ? pipeline(packed, createGzip(), output) : pipeline(packed, output);
  // Rejects when writing the archive fails (a full disk), so that an entry waiting on a stalled
  // pack fails with it instead of waiting forever; it never settles otherwise.
  const broken = written.then(() => new Promise<never>(() => {}));
  broken.catch(() => {});
  return {
    async add(name, size, source) {
      const meter = checksumStream();
      await Promise.race([pipeline(source, meter, pack.entry({ name, size, mode: 0o600 })), broken]);
      return { name, ...meter.result() };
    },
    async finish(manifest) {
      const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await Promise.race([
        pipeline(Readable.from([text]), pack.entry({ name: manifestName, size: text.length })),
        broken,
      ]);
      pack.finalize();
      await written;
      await rename(partial, file);
    },
    async abort() {
      pack.destroy();
      await written.catch(() => {});
      await rm(partial, { force: true });
    },
  };
}
