import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** What a backup records of every entry: its length and its SHA-256, in hex. */
export type Checksum = { size: number; sha256: string };

export type ChecksumStream = Transform & {
  /** The length and hash of everything that crossed, once the stream has ended. */
  result(): Checksum;
};

/**
 * A pass-through that measures what crosses it. With `expected`, it fails at its end when the
 * bytes differ, before the stream downstream finishes: what it was writing is then abandoned.
 */
export function checksumStream(expected?: { checksum: Checksum; mismatch: () => Error }): ChecksumStream {
  const hash = createHash('sha256');
  let size = 0;
  let digest: string | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      digest = hash.digest('hex');
      const wrong = expected && (expected.checksum.size !== size || expected.checksum.sha256 !== digest);
      callback(wrong ? expected.mismatch() : null);
    },
  });
  return Object.assign(stream, {
    result(): Checksum {
      if (digest === undefined) throw new Error('checksum read before the stream ended');
      return { size, sha256: digest };
    },
  });
}
