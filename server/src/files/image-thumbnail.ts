import { decoder, dimensionsOf, readInto } from './responsive-images.js';
import type { FileStorage, StoredFile } from './storage.js';

/** The picture types whose size is read and whose thumbnail is made (sniffed from the bytes; never SVG). */
export const thumbnailSourceTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/tiff'];

/** The longer side of a thumbnail: sharp on a phone's list or chat bubble at 3x. */
export const thumbnailSide = 320;

/** A stored picture's upright size and the key of its WebP thumbnail. */
export type PictureFacts = { width: number; height: number; thumbnailKey: string };

/**
 * For a stored file that is a picture: its upright size (EXIF rotation applied) and a WebP
 * thumbnail at most 320 px on its longer side, written under `prefix`. Null for any other file,
 * and for one that only looks like a picture: it stays an ordinary file then. Nothing half made
 * stays behind.
 */
export async function pictureFacts(
  storage: FileStorage,
  prefix: string,
  file: Pick<StoredFile, 'key' | 'mediaType'>,
): Promise<PictureFacts | null> {
  if (!thumbnailSourceTypes.includes(file.mediaType)) return null;
  let thumbnailKey: string | undefined;
  try {
    const { width, height } = await dimensionsOf(storage, file.key);
    const pipeline = await decoder();
    const small = await readInto(
      storage,
      file.key,
      pipeline
        .rotate()
        .resize({ width: thumbnailSide, height: thumbnailSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 }),
    );
    thumbnailKey = (await storage.put(prefix, small, { maxBytes: Number.MAX_SAFE_INTEGER })).key;
    return { width, height, thumbnailKey };
  } catch {
    if (thumbnailKey) await storage.remove(thumbnailKey).catch(() => undefined);
    return null;
  }
}
