import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import type { ElementType } from 'react';

/** A small picture of a row of app content (decorative: the row names the item), or an icon without one. */
export function ContentThumbnail({
  url,
  icon: Icon = ImageOutlined,
}: {
  url: string | null | undefined;
  icon?: ElementType;
}) {
  return (
    <Box
      sx={{
        width: 72,
        height: 44,
        borderRadius: 0.5,
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Icon fontSize="small" sx={{ color: 'action.disabled' }} aria-hidden />
      )}
    </Box>
  );
}

/** The narrowest size of an app image (the list's thumbnail), or its original without sizes. */
export const thumbnailUrl = (image: { url: string; sizes: readonly { url: string }[] } | null | undefined) =>
  image ? (image.sizes[0]?.url ?? image.url) : null;
