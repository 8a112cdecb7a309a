import School from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import { preload } from 'react-dom';
import type { PublicCourseFieldsFragment } from '../gql/graphql';

/** The CSS width a course image takes at each breakpoint, for the browser to pick a size by (srcset). */
export type ImageLayout = 'card' | 'page';

// The layouts' real widths (PublicLayout's Container: lg = 1200 px, 16 px gutters below 600 px and
// 24 px above; MUI Grid gaps): a catalogue card is one, two or three columns with 24 px gaps; the
// registration page's image takes 7 of 12 columns with a 40 px gap from 900 px on.
const layoutSizes: Record<ImageLayout, string> = {
  card: '(min-width: 1200px) 368px, (min-width: 900px) calc(33.3vw - 32px), (min-width: 600px) calc(50vw - 36px), calc(100vw - 32px)',
  page: '(min-width: 1200px) 655px, (min-width: 900px) calc(58.3vw - 45px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)',
};

type Props = {
  image: PublicCourseFieldsFragment['image'];
  /** The uploaded file, shown while an image stored before sizes existed waits for them. */
  fallbackSrc: string | null;
  layout: ImageLayout;
  /**
   * The page's largest picture (its LCP): fetched first, at high priority, and preloaded as soon
   * as this renders; every other image loads lazily, as it nears the screen.
   */
  priority?: boolean;
  rounded?: boolean;
};

/**
 * A course picture at 2:1 in the size the layout needs, in AVIF where the browser takes it and
 * the sizes exist (a job makes them after the upload), else WebP; a plain placeholder when the
 * course has none.
 */
export function CourseImage({ image, fallbackSrc, layout, priority = false, rounded = false }: Props) {
  const shape = {
    width: '100%',
    height: 'auto',
    aspectRatio: '2 / 1',
    display: 'block',
    borderRadius: rounded ? 2 : 0,
  };
  const largest = image?.sizes.at(-1);
  if (!largest && !fallbackSrc) {
    return (
      <Box sx={{ ...shape, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }} aria-hidden>
        <School sx={{ fontSize: 56, color: 'action.disabled' }} />
      </Box>
    );
  }
  const srcSet = srcSetOf(image?.sizes);
  const avifSrcSet = srcSetOf(image?.avifSizes);
  const sizes = srcSet ? layoutSizes[layout] : undefined;
  const src = largest?.url ?? fallbackSrc!;
  // React hoists this into <head> once per URL, ahead of the stylesheet-blocked <img>. With AVIF
  // sizes it preloads those, typed, so a browser without AVIF skips it and takes the WebP <img>.
  if (priority && avifSrcSet) {
    preload(image!.avifSizes.at(-1)!.url, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avifSrcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  } else if (priority) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  const picture = (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt=""
      // Without sizes yet, the 2:1 box the uploads are made for.
      width={largest?.width ?? 640}
      height={largest?.height ?? 320}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={{ ...shape, objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
  if (!avifSrcSet) return picture;
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {picture}
    </picture>
  );
}

/** A srcset of the sizes, by width; undefined when there are none. */
function srcSetOf(sizes: readonly { url: string; width: number }[] | undefined): string | undefined {
  if (!sizes?.length) return undefined;
  return sizes.map((size) => `${size.url} ${size.width}w`).join(', ');
}
