// The process avif-encoder.ts starts for one image: it takes the source bytes and the widths over
// IPC, answers the AVIF encodings and ends, so the memory libvips' threads leave in malloc goes
// back to the system with it. Node runs this file as it is, built (.js) or from the sources (.ts,
// by type stripping), so it imports no module of ours and its TypeScript is annotations only; it
// takes sharp straight from the package (common/image-library.ts configures it for a process that
// lives long).
import sharp, { type FailOnOptions } from 'sharp';

/** What the encoder is asked: the image's bytes, the widths to encode, and how to decode and encode. */
export type AvifRequest = {
  source: Uint8Array;
  widths: number[];
  decode: { limitInputPixels: number; failOn: FailOnOptions };
  avif: { quality: number; effort: number };
};

/** Its answer: one AVIF file per width, in the request's order, or what went wrong. */
export type AvifAnswer = { encoded: Uint8Array[] } | { error: string };

async function encode(request: AvifRequest): Promise<AvifAnswer> {
  try {
    const encoded: Uint8Array[] = [];
    for (const width of request.widths)
      encoded.push(
        await sharp(request.source, request.decode)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .avif(request.avif)
          .toBuffer(),
      );
    return { encoded };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

process.once('message', (request: AvifRequest) => {
  void encode(request).then((answer) => process.send!(answer, () => process.exit(0)));
});
