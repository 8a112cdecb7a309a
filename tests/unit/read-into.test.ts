import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readInto } from '../../server/src/files/responsive-images.js';
import type { FileStorage } from '../../server/src/files/storage.js';

/** A storage whose one file fails half-way, as a file removed while it is read does. */
const storageFailingWith = (error: Error) =>
  ({
    async read() {
      const stream = new Readable({ read() {} });
      stream.push('the first bytes');
      setImmediate(() => stream.destroy(error));
      return { stream, size: 100 };
    },
  }) as unknown as FileStorage;

describe('readInto', () => {
  it('passes the stored bytes on to the transform', async () => {
    const storage = {
      read: async () => ({ stream: Readable.from(['una ', 'radiografía']), size: 16 }),
    } as unknown as FileStorage;
    expect(await text(await readInto(storage, 'a/b.jpg', new PassThrough()))).toBe('una radiografía');
  });

  it('ends the transform with the read error, which its reader gets (not an unhandled error)', async () => {
    const gone = Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    const transform = await readInto(storageFailingWith(gone), 'a/b.jpg', new PassThrough());
    await expect(text(transform)).rejects.toBe(gone);
    expect(transform.destroyed).toBe(true);
  });
});
