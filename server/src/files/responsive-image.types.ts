import { Field, Int, ObjectType } from 'type-graphql';
import type { ImageSize, StoredImage } from './responsive-images.js';
import { publicFileUrl } from './storage.js';

@ObjectType('AppImageSize', {
  description:
    'One size of an uploaded image (app content, a course), in WebP (`sizes`) or AVIF (`avifSizes`), for a view about this wide.',
})
export class AppImageSizeGql {
  @Field(() => Int, { description: 'Width in pixels.' }) width!: number;
  @Field(() => Int, { description: 'Height in pixels, keeping the proportions of the original.' }) height!: number;
  @Field(() => String, {
    description: "Its media type, for a <picture> source's type or an Accept check: image/webp or image/avif.",
  })
  mediaType!: string;
  @Field(() => String, {
    description:
      "The file: an absolute path on this server (prefix it with the API's origin), public, cached for a year (its address changes when the image does).",
  })
  url!: string;
}

@ObjectType('AppImage', {
  description:
    'An image an admin uploaded (app content, a course): the file as uploaded, WebP sizes that suit a phone and the same sizes in AVIF once made. Pick the narrowest size at least as wide as the view times the screen density; the original when none is. Every file is public and cached for a year.',
})
export class AppImageGql {
  @Field(() => String, {
    description:
      "The uploaded file (PNG, JPEG or WebP; GIF too for a course): an absolute path on this server (prefix it with the API's origin).",
  })
  url!: string;
  @Field(() => String, {
    description: 'Its media type: image/png, image/jpeg or image/webp (image/gif too for a course image).',
  })
  mediaType!: string;
  @Field(() => Int, { description: 'Width of the original in pixels, upright.' }) width!: number;
  @Field(() => Int, { description: 'Height of the original in pixels, upright.' }) height!: number;
  @Field(() => [AppImageSizeGql], {
    description:
      'WebP sizes, narrowest first: those of 360, 720 and 1080 pixels wide narrower than the original, then one at its own width when it is under 1080.',
  })
  sizes!: AppImageSizeGql[];
  @Field(() => [AppImageSizeGql], {
    description:
      'The same sizes in AVIF (image/avif), narrowest first, at the widths of `sizes`: fewer bytes than WebP for the same look (a fifth fewer at 360 px and two fifths fewer at 640 px on the demo course pictures). Made by a background job a few seconds after the image is uploaded, so empty until then (and for an image without sizes): use them when present and the platform decodes AVIF (Android 12+, iOS 16+), else `sizes`.',
  })
  avifSizes!: AppImageSizeGql[];
}

const sizeOf = (size: ImageSize, mediaType: string): AppImageSizeGql => ({
  width: size.width,
  height: size.height,
  mediaType,
  url: publicFileUrl(size.key) as string,
});

export function appImageOf(image: StoredImage): AppImageGql {
  return {
    url: publicFileUrl(image.key) as string,
    mediaType: image.mediaType,
    width: image.width,
    height: image.height,
    sizes: image.sizes.map((size) => sizeOf(size, 'image/webp')),
    avifSizes: (image.avif ?? []).map((size) => sizeOf(size, 'image/avif')),
  };
}
