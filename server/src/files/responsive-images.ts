import { Readable, type Duplex } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { loadSharp } from '../common/image-library.js';
import { messages } from '../../../shared/messages.js';
import type { ImageSize, StoredImage } from '../common/stored-image.js';
import { badInput } from '../common/errors.js';
import { encodeAvif } from './avif-encoder.js';
import { sniffStream } from './sniff.js';
import type { FileStorage } from './storage.js';

export type { ImageSize, StoredImage };

/** What app content accepts, as sniffed from the bytes (never the name or the declared type). */
export const responsiveImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Widths that suit a phone: a small list thumbnail, a full-width screen, a tablet or a 3x screen. */
export const phoneImageWidths = [360, 720, 1080] as const;

/**
 * Larger pictures are refused before decoding: 40 megapixels is a 8000 × 5000 photo, far beyond
 * any screen, and a small file that claims more is a decompression bomb.
 */
const maxInputPixels = 40_000_000;

/** How every image is decoded: bad data and pictures past 40 megapixels are refused. */
const decodeOptions = { limitInputPixels: maxInputPixels, failOn: 'error' } as const;

/** What an image upload accepts and how it is refused (app content's defaults: PNG, JPEG, WebP). */
type ImageUploadOptions = {
  maxBytes: number;
  field: string;
  /** Types sniffed from the bytes; sharp must decode each (a GIF gives its first frame). */
  accept?: readonly string[];
  /** The Spanish message of a refused file. */
  refusal?: string;
};

/**
 * Streams an upload to storage under `prefix` (PNG, JPEG or WebP sniffed from its bytes unless
 * `accept` says otherwise, at most `maxBytes`), then writes its WebP sizes (`widthsFor`). A file
 * that only looks like an image (its type's first bytes, then garbage) is refused like a wrong
 * type, and nothing it wrote stays behind.
 */
export async function storeResponsiveImage(
  storage: FileStorage,
  prefix: string,
  source: Readable,
  options: ImageUploadOptions,
): Promise<StoredImage> {
  const refusal = options.refusal ?? messages.appImageInvalid;
  const original = await storage.put(prefix, source, {
    maxBytes: options.maxBytes,
    accept: options.accept ?? responsiveImageTypes,
    refusal,
    field: options.field,
  });
  try {
    return await withSizes(storage, prefix, { key: original.key, mediaType: original.mediaType, bytes: original.size });
  } catch (error) {
    await storage.remove(original.key).catch(() => undefined);
    if (isDecodeFailure(error)) throw badInput(options.field, refusal);
    throw error;
  }
}

/**
 * Writes the WebP sizes of an original already stored under `prefix` (an upload, or an image
 * stored before sizes existed) and answers it as a stored image. When a size fails, the sizes
 * written so far go and the original stays.
 */
export async function withSizes(
  storage: FileStorage,
  prefix: string,
  original: { key: string; mediaType: string; bytes: number },
): Promise<StoredImage> {
  const written: string[] = [];
  try {
    const { width, height } = await dimensionsOf(storage, original.key);
    const sizes: ImageSize[] = [];
    for (const target of widthsFor(width)) {
      const resized = await readInto(
        storage,
        original.key,
        (await decoder()).rotate().resize({ width: target, withoutEnlargement: true }).webp({ quality: 80 }),
      );
      const stored = await storage.put(prefix, resized, { maxBytes: Number.MAX_SAFE_INTEGER, field: 'image' });
      written.push(stored.key);
      sizes.push({ width: target, height: Math.round((height * target) / width), key: stored.key });
    }
    return { ...original, width, height, sizes };
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * The sizes of an image stored before sizes existed (its type sniffed from its bytes, as on
 * upload); refused like an upload when the bytes are no usable image.
 */
export async function withSizesOfStored(storage: FileStorage, prefix: string, key: string): Promise<StoredImage> {
  const { stream, size } = await storage.read(key);
  const { fileType } = await sniffStream(stream);
  stream.destroy();
  if (!fileType?.mime.startsWith('image/')) throw badInput('image', messages.imageInvalid);
  try {
    return await withSizes(storage, prefix, { key, mediaType: fileType.mime, bytes: size });
  } catch (error) {
    if (isDecodeFailure(error)) throw badInput('image', messages.imageInvalid);
    throw error;
  }
}

/**
 * The AVIF files of a stored image, at the widths of its WebP sizes, written under `prefix`. They
 * are encoded in a process of their own (avif-encoder.ts), which `signal` stops. When one fails,
 * those written so far go.
 */
export async function avifSizesOf(
  storage: FileStorage,
  prefix: string,
  image: StoredImage,
  signal?: AbortSignal,
): Promise<ImageSize[]> {
  const { stream } = await storage.read(image.key);
  const encoded = await encodeAvif(
    {
      source: await buffer(stream),
      widths: image.sizes.map((size) => size.width),
      decode: decodeOptions,
      avif: avifOptions,
    },
    { signal },
  );
  const written: ImageSize[] = [];
  try {
    for (const [index, size] of image.sizes.entries()) {
      const stored = await storage.put(prefix, Readable.from([encoded[index]]), {
        maxBytes: Number.MAX_SAFE_INTEGER,
        field: 'image',
      });
      written.push({ width: size.width, height: size.height, key: stored.key });
    }
    return written;
  } catch (error) {
    await Promise.all(written.map((size) => storage.remove(size.key).catch(() => undefined)));
    throw error;
  }
}

/**
 * AVIF at quality 50 next to WebP at 80: on the demo course pictures 601-631 bytes against
 * 718-756 at 360 px, 891-925 against 1,462-1,526 at 640 px. Effort 4 is sharp's default.
 */
const avifOptions = { quality: 50, effort: 4 };

/** Every storage key of a stored image: the original, its sizes and its AVIF sizes. */
export const keysOfImage = (image: StoredImage | null | undefined): string[] =>
  image ? [image.key, ...image.sizes.map((size) => size.key), ...(image.avif ?? []).map((size) => size.key)] : [];

/**
 * The widths to write for an image `width` wide: the phone widths narrower than it, then its own
 * width when it is under the widest phone width, so a screen that needs more than the largest
 * narrower size still gets WebP rather than the uploaded file (a 640 px PNG: 360 and 640).
 */
export function widthsFor(width: number): number[] {
  const narrower = phoneImageWidths.filter((target) => target < width);
  return width < phoneImageWidths.at(-1)! ? [...narrower, width] : narrower;
}

/**
 * The stored file at `key` streamed into `transform` (an image pipeline), which a failed read ends
 * with its error: `pipe` alone leaves the read's error unhandled, which stops the process (an AVIF
 * job reading an image replaced meanwhile did, in a test).
 */
export async function readInto<T extends Duplex>(storage: FileStorage, key: string, transform: T): Promise<T> {
  const { stream } = await storage.read(key);
  stream.once('error', (error) => transform.destroy(error));
  return stream.pipe(transform);
}

/** A sharp pipeline that decodes as decodeOptions says. */
export const decoder = async () => (await loadSharp())(decodeOptions);

/** The upright size of a stored image (EXIF rotation applied), read from its header. */
export async function dimensionsOf(storage: FileStorage, key: string): Promise<{ width: number; height: number }> {
  const pipeline = await decoder();
  const metadata = await (await readInto(storage, key, pipeline)).metadata();
  if (!metadata.width || !metadata.height) throw new DecodeFailure();
  const turned = (metadata.orientation ?? 1) >= 5;
  return turned
    ? { width: metadata.height, height: metadata.width }
    : { width: metadata.width, height: metadata.height };
}

class DecodeFailure extends Error {}

/** sharp's own errors (bad data, too many pixels) say the bytes are not a usable image. */
function isDecodeFailure(error: unknown): boolean {
  if (error instanceof DecodeFailure) return true;
  const message = error instanceof Error ? error.message : '';
  return /Input (buffer|file|image)|pixel limit|unsupported image format|corrupt|premature end|VipsJpeg|pngload|vipspng|libpng|webpload|webp2vips|unable to (read|parse)|bad seek|Invalid|unexpected end/i.test(
    message,
  );
}
