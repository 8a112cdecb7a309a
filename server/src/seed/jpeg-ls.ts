import { createRequire } from 'node:module';

type FrameInfo = { width: number; height: number; bitsPerSample: number; componentCount: number };
type JpegLsEncoder = {
  getDecodedBuffer(frameInfo: FrameInfo): Uint8Array;
  getEncodedBuffer(): Uint8Array;
  setNearLossless(near: number): void;
  encode(): void;
  delete(): void;
};
type Charls = { JpegLSEncoder: new () => JpegLsEncoder };

// CharLS compiled to WebAssembly (the codec Cornerstone decodes with); an Emscripten factory in CommonJS.
const charlsFactory = createRequire(import.meta.url)('@cornerstonejs/codec-charls/wasmjs') as () => Promise<Charls>;
let charls: Promise<Charls> | undefined;

/** A grey image (one sample per pixel, up to 16 bits) compressed losslessly as a JPEG-LS bit stream. */
export async function encodeJpegLsLossless(
  pixels: Uint16Array,
  width: number,
  height: number,
  bitsPerSample: number,
): Promise<Uint8Array> {
  charls ??= charlsFactory();
  const encoder = new (await charls).JpegLSEncoder();
  try {
    const input = encoder.getDecodedBuffer({ width, height, bitsPerSample, componentCount: 1 });
    input.set(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength));
    encoder.setNearLossless(0);
    encoder.encode();
    // Copied out: the encoder's memory is freed below.
    return new Uint8Array(encoder.getEncodedBuffer());
  } finally {
    encoder.delete();
  }
}
