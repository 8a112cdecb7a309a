import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { xrayPng } from '../../support/studies.js';
import { sniffStream } from '../../../server/src/files/sniff.js';

/** A stream that receives `bytes` in 1000-byte writes on a later turn, then ends. */
function arriving(bytes: Buffer) {
  const stream = new PassThrough();
  setTimeout(() => {
    for (let start = 0; start < bytes.length; start += 1000) stream.write(bytes.subarray(start, start + 1000));
    stream.end();
  }, 1);
  return stream;
}

describe('tipo de un archivo por su contenido, sin perder ni un byte', () => {
  it.each([0, 10, 4100, 5000, 300_000])('un archivo de %i bytes sale entero', async (size) => {
    const bytes = Buffer.from(Array.from({ length: size }, (_, index) => index % 251));
    const { stream } = await sniffStream(arriving(bytes));
    expect((await buffer(stream)).equals(bytes)).toBe(true);
  });

  it('reconoce una radiografía PNG y la entrega completa', async () => {
    const { fileType, stream } = await sniffStream(arriving(xrayPng));
    expect(fileType?.mime).toBe('image/png');
    expect((await buffer(stream)).equals(xrayPng)).toBe(true);
  });
});
