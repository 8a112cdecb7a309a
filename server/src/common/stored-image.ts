import { jsonb } from 'drizzle-orm/pg-core';

/** One stored size of an image, in WebP (or AVIF, in `avif`). */
export type ImageSize = { width: number; height: number; key: string };

/** An uploaded image as stored: the original bytes and its smaller WebP sizes for phones (files/responsive-images.ts). */
export type StoredImage = {
  key: string;
  mediaType: string;
  width: number;
  height: number;
  bytes: number;
  /** Narrowest first: the phone widths narrower than the original, then its own width when under 1080. */
  sizes: ImageSize[];
  /**
   * The same widths in AVIF, written later by a job (files/image-avif.job.ts: AVIF costs several
   * times WebP's CPU, too much to make while the admin's upload waits); absent until then.
   */
  avif?: ImageSize[];
};

/**
 * An image column: the original and its WebP sizes as JSON (app content's pictures, a course's
 * image). Here rather than in files/ so that table files load it without the files feature.
 */
export const imageColumn = (name: string) => jsonb(name).$type<StoredImage>();
