import { Field, Int, ObjectType } from 'type-graphql';
import { publicFileUrl, type StoredImage } from '../files/index.js';

@ObjectType('AppImageSize', { description: 'One size of an app image, in WebP, for a screen about this wide.' })
export class AppImageSizeGql {
  @Field(() => Int, { description: 'Width in pixels.' }) width!: number;
  @Field(() => Int, { description: 'Height in pixels, keeping the proportions of the original.' }) height!: number;
  @Field(() => String, {
    description:
      "The WebP file: an absolute path on this server (prefix it with the API's origin), public, cached for a year (its address changes when the image does).",
  })
  url!: string;
}

@ObjectType('AppImage', {
  description:
    'An image of app content: the file the admin uploaded and WebP sizes that suit a phone. Pick the narrowest size at least as wide as the view times the screen density; the original when none is.',
})
export class AppImageGql {
  @Field(() => String, {
    description:
      "The uploaded file (PNG, JPEG or WebP): an absolute path on this server (prefix it with the API's origin).",
  })
  url!: string;
  @Field(() => String, { description: 'Its media type: image/png, image/jpeg or image/webp.' }) mediaType!: string;
  @Field(() => Int, { description: 'Width of the original in pixels, upright.' }) width!: number;
  @Field(() => Int, { description: 'Height of the original in pixels, upright.' }) height!: number;
  @Field(() => [AppImageSizeGql], {
    description:
      'WebP sizes, narrowest first: 360, 720 and 1080 pixels wide (those narrower than the original; one at its own width when it is smaller).',
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
      url: publicFileUrl(size.key) as string,
    })),
  };
}
