import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ServedFile } from './serve-file.js';
import type { ByteRange, FileStorage } from './storage.js';

/** One member of a ZIP: stored bytes, read when their turn comes, or a few bytes at hand (a DICOMDIR). */
export type ZipMember = { path: string; mtime: Date } & ({ key: string; size: number } | { buffer: Buffer });

type Reader = (key: string) => Promise<Readable>;

/**
 * A ZIP of stored files, stored without compression, as a file to serve: the same members always
 * make the same bytes, so its length is known before the first byte is sent (Content-Length),
 * its ETag names its members, and a range (a resumed download) is the same archive with the bytes
 * before it skipped.
 */
export async function storedZip(storage: FileStorage, name: string, members: ZipMember[]): Promise<ServedFile> {
  // Counted on an archive whose members are never read (yazl adds up their headers and sizes).
  const size = await new Promise<number>((resolve) => {
    // @types/yazl leaves out the callback's argument: the total length, -1 when it cannot be known.
    const end = ZipFile.prototype.end as (this: ZipFile, options: object, done: (size: number) => void) => void;
    end.call(
      archive(members, () => new Promise(() => {})),
      {},
      resolve,
    );
  });
  if (size < 0) throw new Error('ZIP length unknown: every member must be stored with its size');
  const identity = createHash('sha256');
  for (const member of members)
    identity.update(
      JSON.stringify([
        member.path,
        member.mtime.getTime(),
        'key' in member ? [member.key, member.size] : createHash('sha256').update(member.buffer).digest('hex'),
      ]),
    );
  return {
    name,
    mediaType: 'application/zip',
    size,
    etag: `"${identity.digest('base64url').slice(0, 27)}"`,
    open: async (range) => zipBytes(storage, members, range),
  };
}

function archive(members: ZipMember[], read: Reader): ZipFile {
  const zip = new ZipFile();
  for (const member of members) {
    if ('buffer' in member) {
      zip.addBuffer(member.buffer, member.path, { compress: false, mtime: member.mtime });
      continue;
    }
    zip.addReadStreamLazy(member.path, { compress: false, size: member.size, mtime: member.mtime }, (done) => {
      read(member.key).then(
        (stream) => done(null, stream),
        (error: unknown) => done(error as Error, new PassThrough()),
      );
    });
  }
  return zip;
}

/** The archive's bytes, or only `range` of them; the members' files are closed when it stops early. */
function zipBytes(storage: FileStorage, members: ZipMember[], range?: ByteRange): Readable {
  const opened: Readable[] = [];
  const zip = archive(members, async (key) => {
    const { stream } = await storage.read(key);
    opened.push(stream);
    return stream;
  });
  zip.end();
  const start = range?.start ?? 0;
  const end = range?.end ?? Infinity;
  async function* slice() {
    let position = 0;
    try {
      for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) {
        const from = Math.max(0, start - position);
        const to = Math.min(chunk.length, end + 1 - position);
        position += chunk.length;
        if (to > from) yield chunk.subarray(from, to);
        if (position > end) return;
      }
    } finally {
      for (const stream of opened) stream.destroy();
    }
  }
  const output = Readable.from(slice(), { objectMode: false });
  // A member that fails to open ends the download with its error, not a hang.
  zip.on('error', (error: Error) => (zip.outputStream as PassThrough).destroy(error));
  return output;
}
