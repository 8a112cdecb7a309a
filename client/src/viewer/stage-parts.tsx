import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { forwardRef, type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';

/** Calls back when the element changes size (a rotated phone, a panel opened), so the canvas follows. */
export function useResizeObserver(element: RefObject<HTMLElement | null>, onResize: () => void) {
  const callback = useRef(onResize);
  callback.current = onResize;
  useEffect(() => {
    if (!element.current) return;
    const observer = new ResizeObserver(() => callback.current());
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [element]);
}

type ViewportProps = { label: string; onKeyDown?: (event: KeyboardEvent) => void };

/**
 * The element Cornerstone draws in: focusable (keys scroll its slices), always left to right so
 * an image never mirrors in a right-to-left language, and without the browser's own touch
 * gestures, which the viewer's tools take over (pinch zooms the image, not the page).
 */
export const ViewportBox = forwardRef<HTMLDivElement, ViewportProps>(function ViewportBox({ label, onKeyDown }, ref) {
  return (
    <Box
      ref={ref}
      dir="ltr"
      tabIndex={0}
      role="img"
      aria-label={label}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
      sx={{
        flex: 1,
        minHeight: 200,
        position: 'relative',
        bgcolor: '#000',
        touchAction: 'none',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    />
  );
});

/** "Cargando imágenes: 120 de 200" with a bar, until every slice is in. */
export function LoadProgress({ loaded, total }: { loaded: number; total: number }) {
  if (loaded >= total) return null;
  const value = Math.round((loaded / Math.max(1, total)) * 100);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 220 }}>
      <Typography variant="body2" data-readout="progress">
        <Trans>
          Cargando imágenes: {loaded} de {total}
        </Trans>
      </Typography>
      <LinearProgress variant="determinate" value={value} sx={{ flex: 1, minWidth: 60 }} aria-hidden />
    </Stack>
  );
}
