import { constants, createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { access, copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { notFound } from '../common/errors.js';
import { writeNewFile } from './disk-writer.js';
import { meteredUpload, refuseUnaccepted } from './metered-upload.js';
import { spoolUpload } from './spooled-upload.js';

export type PutOptions = {
  maxBytes: number;
  /** Media types allowed, as sniffed from the content; anything else is refused with `refusal`. */
  accept?: readonly string[];
  refusal?: string;
  field?: string;
  /** Sees every chunk as it passes to storage (a DICOM header read while the file streams). */
  tap?: (chunk: Buffer) => void;
};

/** How an upload is spooled: metered as `put`; which types are accepted is for `adopt` to say (a ZIP's images are checked one by one). */
export type SpoolOptions = Omit<PutOptions, 'accept' | 'refusal'>;

/** Bytes `start` to `end` of a stored file, both included (as in an HTTP Range). */
export type ByteRange = { start: number; end: number };

export type StoredFile = { key: string; size: number; checksum: string; mediaType: string; extension: string };

/**
 * An upload written whole to this machine's disk at `path` and metered on the way (`spool`): what
 * `adopt` keeps. On a bucket, `sent` is the copy that went to the bucket while it was spooled.
 */
export type SpooledFile = Omit<StoredFile, 'key'> & { path: string; sent?: SentCopy };

/** A spooled upload's copy in a bucket, sent as it was spooled: `adopt` keeps it, `drop` removes it. */
export type SentCopy = {
  key: string;
  /** Settles when the bucket holds the whole copy (or failed to). */
  done: Promise<void>;
  /** Stops the sending, or removes the copy sent: for a spooled file that is not kept. */
  drop(): Promise<void>;
};

/** Where files live: local disk by default (below), or an S3 bucket (s3-storage.ts). */
export type FileStorage = {
  /**
   * Streams `source` to a new key under `prefix`, sniffing its type from the content and
   * stopping at `maxBytes`; nothing is left behind when it fails.
   */
  put(prefix: string, source: Readable, options: PutOptions): Promise<StoredFile>;
  /**
   * Streams `source` to exactly `key`, as it is (a backup's file restored where its rows point);
   * refuses a key that already holds a file, and leaves nothing behind when it fails.
   */
  putAt(key: string, source: Readable): Promise<void>;
  /**
   * Writes an upload whole to `path` in the spool folder (a ZIP, whose directory comes last, is
   * read from there), metered as `put` meters it (spooled-upload.ts). A bucket receives it under
   * `prefix` at the same time (`sent`), so that keeping it costs no second pass; a spooled file
   * that is not kept must be let go with `sent.drop()`. Nothing stays at `path` when it fails.
   */
  spool(prefix: string, source: Readable, path: string, options: SpoolOptions): Promise<SpooledFile>;
  /**
   * Keeps a spooled upload under a new key under `prefix`, refused as `put` refuses a type
   * `accept` does not list. The local disk moves the file into place (a rename when the spool
   * folder is on its disk: no byte is read or written again); a bucket keeps the copy sent while
   * spooling under `prefix`, or receives the file as an upload. Whatever is left at the spooled
   * path is the caller's to remove.
   */
  adopt(
    prefix: string,
    file: SpooledFile,
    options: Pick<PutOptions, 'accept' | 'refusal' | 'field'>,
  ): Promise<StoredFile>;
  /** Where uploads are spooled before `adopt`: a folder beside the local driver's own, on the same disk. */
  readonly spoolFolder: string;
  /** The stored bytes, or only `range` of them; `size` is always the whole file's. */
  read(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number }>;
  /** A stored file's length and when it was written, without opening it; NOT_FOUND when there is none. */
  stat(key: string): Promise<{ size: number; modifiedAt: Date }>;
  remove(key: string): Promise<void>;
  /** Every key under `prefix` (`''`: every key) with when it was written, for sweeping leftovers. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** Answers when the storage can be reached and written (readiness probes). */
  check(): Promise<void>;
};

/** The largest single read of a range (see read). */
const rangeReadBytes = 1024 * 1024;

export function createLocalStorage(root: string, spoolFolder = `${normalize(root)}-spool`): FileStorage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw notFound();
    return path;
  };
  return {
    async put(prefix, source, options) {
      const upload = await meteredUpload(prefix, source, options);
      const path = pathOf(upload.key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await writeNewFile(upload.body, path);
        return upload.stored();
      } catch (error) {
        await rm(path, { force: true });
        throw upload.failure(error);
      }
    },
    spool: (_prefix, source, path, options) => spoolUpload(source, path, options),
    async adopt(prefix, file, options) {
      refuseUnaccepted(file.mediaType, options);
      const key = `${prefix}/${randomUUID()}.${file.extension}`;
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await rename(file.path, path);
      } catch (error) {
        // A spool folder on another disk (a mount of its own): the kernel copies (copy_file_range).
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(file.path, path, constants.COPYFILE_EXCL).catch(async (copyError: unknown) => {
          await rm(path, { force: true });
          throw copyError;
        });
      }
      const { size, checksum, mediaType, extension } = file;
      return { key, size, checksum, mediaType, extension };
    },
    spoolFolder,
    async putAt(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        // A file already there is an error (EEXIST), never overwritten.
        await writeNewFile(source, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
        throw error;
      }
    },
    async read(key, range) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) throw notFound();
      // A range (a DICOM frame, a resumed download) is read in as few reads as its size allows, up to
      // a megabyte each: a 512 KiB frame is one read instead of eight of the default 64 KiB.
      const options = range && { ...range, highWaterMark: Math.min(range.end - range.start + 1, rangeReadBytes) };
      return { stream: createReadStream(path, options), size: info.size };
    },
    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => undefined);
      if (!info?.isFile()) throw notFound();
      return { size: info.size, modifiedAt: info.mtime };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix) {
      const folder = prefix === '' ? normalize(root) : pathOf(prefix);
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => undefined);
        if (info) yield { key: relative(root, path).split(sep).join('/'), modifiedAt: info.mtime };
      }
    },
    // Without writing a file on every probe: access() fails on a folder without write permission
    // and on a read-only mount (EROFS), the ways a disk stops taking uploads short of filling up.
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

export const imageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Where a stored key under `public/` is served to anyone (files.rest.ts); null without a key. */
export const publicFileUrl = (key: string | null) => (key ? `/files/${key}` : null);
