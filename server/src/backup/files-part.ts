import { pipeline, type Readable } from 'node:stream';
import type { FileStorage } from '../files/index.js';
import type { ArchiveWriter } from './archive-writer.js';
import { changedSinceVerified } from './backup-refusal.js';
import { checksumStream } from './checksum-stream.js';
import { fileEntryName, type ManifestEntry } from './manifest.js';

/**
 * Every stored file into the archive, one stream at a time through the storage interface (local
 * disk or bucket alike): nothing holds a whole file in memory.
 */
export async function addStoredFiles(
  writer: ArchiveWriter,
  storage: FileStorage,
): Promise<{ entries: ManifestEntry[]; bytes: number }> {
  const entries: ManifestEntry[] = [];
  let bytes = 0;
  for await (const { key } of storage.list('')) {
    const { stream, size } = await storage.read(key);
    entries.push(await writer.add(fileEntryName(key), size, stream));
    bytes += size;
  }
  return { entries, bytes };
}

export async function storageEmpty(storage: FileStorage): Promise<boolean> {
  for await (const _file of storage.list('')) return false;
  return true;
}

/**
 * A file entry back at its key, its bytes checked against the manifest on the way: a mismatch
 * fails the write before it completes, and the storage keeps nothing of it.
 */
export async function restoreStoredFile(storage: FileStorage, key: string, entry: Readable, expected: ManifestEntry) {
  const check = checksumStream({
    checksum: expected,
    mismatch: () => changedSinceVerified(expected.name),
  });
  // The callback form hands back `check`, which an error of the archive's stream destroys too.
  await storage.putAt(
    key,
    pipeline(entry, check, () => {}),
  );
}
