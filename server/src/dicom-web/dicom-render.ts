import { loadSharp } from '../common/image-library.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { AppError } from '../common/errors.js';

/** The image formats a rendered frame comes in. */
export type RenderFormat = 'jpeg' | 'png' | 'webp';
export const renderMediaTypes: Record<RenderFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A frame (1-based) fitted inside a box of pixels, with a window (or the file's), in a format. */
export type RenderSpec = {
  frame: number;
  width: number | null;
  height: number | null;
  window: { center: number; width: number } | null;
  format: RenderFormat;
};

/** The name of a rendering among the others of one file: equal specs, equal names. */
export const renderVariant = (spec: RenderSpec) =>
  [
    `f${spec.frame}`,
    `${spec.width ?? 0}x${spec.height ?? 0}`,
    spec.window ? `w${spec.window.center},${spec.window.width}` : 'wfile',
    spec.format,
  ].join('-');

let imaging: Promise<typeof import('dcmjs-imaging')> | undefined;

/**
 * dcmjs-imaging with its codecs (WebAssembly: JPEG baseline and lossless, JPEG-LS, JPEG 2000,
 * RLE…), loaded on the first render: it requires dcmjs's 1.4 MB UMD build, whose source text the
 * module loader keeps three times (8 MiB of heap) in a server that may never render a frame.
 */
const loadImaging = () =>
  (imaging ??= import('dcmjs-imaging').then(async ({ default: dcmjsImaging }) => {
    await dcmjsImaging.NativePixelDecoder.initializeAsync();
    return dcmjsImaging;
  }));

/**
 * Renders one frame of a DICOM Part 10 file: dcmjs-imaging decodes the pixels in their transfer
 * syntax and applies the modality rescale, the window (the file's when none is asked) and
 * MONOCHROME1's inversion; sharp scales the result into the box and encodes it.
 */
export async function renderFrame(file: Buffer, spec: RenderSpec): Promise<Buffer> {
  const dcmjsImaging = await loadImaging();
  let rendered;
  try {
    const image = new dcmjsImaging.DicomImage(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.length) as ArrayBuffer,
    );
    rendered = image.render({
      frame: spec.frame - 1,
      renderOverlays: false,
      windowLevel: spec.window ? new dcmjsImaging.WindowLevel(spec.window.width, spec.window.center) : undefined,
    });
  } catch {
    // A file the indexer accepted but the decoder cannot read: the caller's to know, not a server fault.
    throw new AppError('BAD_USER_INPUT', portalMessages.dicomWebNotRenderable);
  }
  const sharp = await loadSharp();
  let pipeline = sharp(Buffer.from(rendered.pixels), {
    raw: { width: rendered.width, height: rendered.height, channels: 4 },
  }).removeAlpha();
  if (spec.width || spec.height)
    pipeline = pipeline.resize({
      width: spec.width ?? undefined,
      height: spec.height ?? undefined,
      fit: 'inside',
      withoutEnlargement: true,
    });
  if (spec.format === 'png') return pipeline.png().toBuffer();
  if (spec.format === 'webp') return pipeline.webp({ quality: 90 }).toBuffer();
  return pipeline.jpeg({ quality: 90, mozjpeg: false }).toBuffer();
}
