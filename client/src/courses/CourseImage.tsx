import School from '@mui/icons-material/School';
import Box from '@mui/material/Box';

// The size course images are made at (2:1); width and height reserve the space before loading.
const imageWidth = 640;
const imageHeight = 320;

type Props = { src: string | null; eager?: boolean; rounded?: boolean };

/** A course picture at 2:1, lazily loaded; a plain placeholder when the course has none. */
export function CourseImage({ src, eager = false, rounded = false }: Props) {
  const shape = {
    width: '100%',
    height: 'auto',
    aspectRatio: '2 / 1',
    display: 'block',
    borderRadius: rounded ? 2 : 0,
  };
  if (!src) {
    return (
      <Box sx={{ ...shape, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }} aria-hidden>
        <School sx={{ fontSize: 56, color: 'action.disabled' }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={imageWidth}
      height={imageHeight}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={{ ...shape, objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
}
