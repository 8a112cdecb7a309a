import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/src/config.js';
import { encodeAvif, type AvifRequest } from '../../server/src/files/avif-encoder.js';

const png = readFileSync(join(projectRoot, 'server/src/seed/course-images/radiologia.png'));
const request = (source: Uint8Array = png): AvifRequest => ({
  source,
  widths: [360, 640],
  decode: { limitInputPixels: 40_000_000, failOn: 'error' },
  avif: { quality: 50, effort: 4 },
});
const encoder = (name: string) => new URL(`../support/avif-encoders/${name}.mjs`, import.meta.url);

/**
 * The processes this one started that still exist, zombies included (an ended child that was
 * never waited for stays listed until it is).
 */
const children = () =>
  readdirSync('/proc/self/task')
    .flatMap((task) => readFileSync(`/proc/self/task/${task}/children`, 'utf8').split(' '))
    .filter(Boolean)
    .sort();

describe('las copias AVIF se codifican en un proceso aparte, que termina con ellas', () => {
  it('responde un AVIF por ancho pedido, en su orden, y no deja ningún proceso', async () => {
    const before = children();
    const encoded = await encodeAvif(request());
    const facts = await Promise.all(encoded.map((bytes) => sharp(bytes).metadata()));
    expect(facts.map(({ format, width, height }) => ({ format, width, height }))).toEqual([
      { format: 'heif', width: 360, height: 180 },
      { format: 'heif', width: 640, height: 320 },
    ]);
    expect(children()).toEqual(before);
  });

  it('bytes que no son una imagen: falla con lo que dice el decodificador', async () => {
    const before = children();
    await expect(encodeAvif(request(Buffer.alloc(4096, 7)))).rejects.toThrow(/unsupported image format/);
    expect(children()).toEqual(before);
  });

  it('un codificador que muere sin responder: falla con la señal y lo que escribió, sin dejar un zombi', async () => {
    const before = children();
    await expect(encodeAvif(request(), { module: encoder('crashes') })).rejects.toThrow(
      'the AVIF encoder ended (SIGKILL) without answering: libvips: sin memoria',
    );
    expect(children()).toEqual(before);
  });

  it('un codificador que no responde se mata al pasar su plazo', async () => {
    const before = children();
    await expect(encodeAvif(request(), { module: encoder('hangs'), timeoutMs: 300 })).rejects.toThrow(
      'the AVIF encoder did not answer within 0.3 s: killed',
    );
    expect(children()).toEqual(before);
  });

  it('la instancia que se detiene (su señal) mata al codificador en curso; con la señal ya dada no se inicia', async () => {
    const before = children();
    const stopping = new AbortController();
    const encoding = encodeAvif(request(), { module: encoder('hangs'), signal: stopping.signal });
    stopping.abort(new Error('la instancia se detiene'));
    await expect(encoding).rejects.toThrow('la instancia se detiene');
    expect(children()).toEqual(before);

    await expect(encodeAvif(request(), { signal: stopping.signal })).rejects.toThrow('la instancia se detiene');
    expect(children()).toEqual(before);
  });
});
