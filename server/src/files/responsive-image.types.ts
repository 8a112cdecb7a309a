import { Field, Int, ObjectType } from 'type-graphql';
import type { StoredImage } from './responsive-images.js';
import { publicFileUrl } from './storage.js';

@ObjectType('AppImageSize', {
  description: 'One size of an uploaded image (app content, a course), in WebP, for a view about this wide.',
})
export class AppImageSizeGql {
  @Field(() => Int, { description: 'Width in pixels.' }) width!: number;
  @Field(() => Int, { description: 'Height in pixels, keeping the proportions of the original.' }) height!: number;
  @Field(() => String, { description: "Its media type, for a <picture> source's type or an Accept check: image/webp." })
  mediaType!: string;
  @Field(() => String, {
    description:
      "The WebP file: an absolute path on this server (prefix it with the API's origin), public, cached for a year (its address changes when the image does).",
  })
  url!: string;
}

@ObjectType('AppImage', {
  description:
    'An image an admin uploaded (app content, a course): the file as uploaded and WebP sizes that suit a phone. Pick the narrowest size at least as wide as the view times the screen density; the original when none is. Every file is public and cached for a year.',
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
}

export function appImageOf(image: StoredImage): AppImageGql {
  return {
    url: publicFileUrl(image.key) as string,
    mediaType: image.mediaType,
    width: image.width,
    height: image.height,
    sizes: image.sizes.map((size) => ({
      width: size.width,
      height: size.height,
      mediaType: 'image/webp',
      url: publicFileUrl(size.key) as string,
    })),
  };
}
