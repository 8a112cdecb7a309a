import type { Readable } from 'node:stream';
import { sharp } from '../common/image-library.js';
import { messages } from '../../../shared/messages.js';
import { badInput } from '../common/errors.js';
import type { FileStorage } from './storage.js';

/** One stored size of an image, in WebP. */
export type ImageSize = { width: number; height: number; key: string };

/** An uploaded image as stored: the original bytes and its smaller WebP sizes for phones. */
export type StoredImage = {
  key: string;
  mediaType: string;
  width: number;
  height: number;
  bytes: number;
  /** Narrowest first; each narrower than the original (one at the original width when it is small). */
  sizes: ImageSize[];
};

/** What app content accepts, as sniffed from the bytes (never the name or the declared type). */
export const responsiveImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Widths that suit a phone: a small list thumbnail, a full-width screen, a tablet or a 3x screen. */
export const phoneImageWidths = [360, 720, 1080] as const;

/**
 * Larger pictures are refused before decoding: 40 megapixels is a 8000 × 5000 photo, far beyond
 * any screen, and a small file that claims more is a decompression bomb.
 */
const maxInputPixels = 40_000_000;

/**
 * Streams an upload to storage under `prefix` (PNG, JPEG or WebP sniffed from its bytes, at most
 * `maxBytes`), then writes a WebP copy per phone width narrower than the image. A file that only
 * looks like an image (its type's first bytes, then garbage) is refused like a wrong type, and
 * nothing it wrote stays behind.
 */
export async function storeResponsiveImage(
  storage: FileStorage,
  prefix: string,
  source: Readable,
  options: { maxBytes: number; field: string },
): Promise<StoredImage> {
  const original = await storage.put(prefix, source, {
    maxBytes: options.maxBytes,
    accept: responsiveImageTypes,
    refusal: messages.appImageInvalid,
    field: options.field,
  });
  const written: string[] = [original.key];
  try {
    const { width, height } = await dimensionsOf(storage, original.key);
    const sizes: ImageSize[] = [];
    for (const target of widthsFor(width)) {
      const resized = (await storage.read(original.key)).stream.pipe(
        decoder().rotate().resize({ width: target, withoutEnlargement: true }).webp({ quality: 80 }),
      );
      const stored = await storage.put(prefix, resized, { maxBytes: Number.MAX_SAFE_INTEGER, field: options.field });
      written.push(stored.key);
      sizes.push({ width: target, height: Math.round((height * target) / width), key: stored.key });
    }
    return { key: original.key, mediaType: original.mediaType, width, height, bytes: original.size, sizes };
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    if (isDecodeFailure(error)) throw badInput(options.field, messages.appImageInvalid);
    throw error;
  }
}

/** Every storage key of a stored image: the original and its sizes. */
export const keysOfImage = (image: StoredImage | null | undefined): string[] =>
  image ? [image.key, ...image.sizes.map((size) => size.key)] : [];

/** The phone widths to write for an image `width` wide: those narrower, or its own width when it is small. */
export function widthsFor(width: number): number[] {
  const narrower = phoneImageWidths.filter((target) => target < width);
  return narrower.length > 0 ? narrower : [width];
}

/** A sharp pipeline that refuses bad data and pictures past 40 megapixels (decompression bombs). */
export const decoder = () => sharp({ limitInputPixels: maxInputPixels, failOn: 'error' });

/** The upright size of a stored image (EXIF rotation applied), read from its header. */
export async function dimensionsOf(storage: FileStorage, key: string): Promise<{ width: number; height: number }> {
  const metadata = await (await storage.read(key)).stream.pipe(decoder()).metadata();
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
