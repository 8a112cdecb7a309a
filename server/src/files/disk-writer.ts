import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * What an upload may queue for the disk while one write is in flight. With Node's 16 KiB default
 * the upload stops after every network chunk (at most 64 KiB) until its write returns; a
 * megabyte keeps the socket flowing and reaches the disk in fewer, larger writes (writev).
 * Copying the chunks into two reused buffers of a megabyte instead, so that each is let go at
 * once, did not make fewer full collections (the socket's own 64 KiB reads set them off) and
 * cost two to four times the server's CPU per 512 MiB upload in an interleaved trial (load 25-37).
 */
const diskBufferBytes = 1024 * 1024;

/** Writes `source` to a new file at `path` (`wx`: a file already there is an error, EEXIST, never overwritten). */
export async function writeNewFile(source: Readable, path: string): Promise<void> {
  await pipeline(source, createWriteStream(path, { flags: 'wx', highWaterMark: diskBufferBytes }));
}
