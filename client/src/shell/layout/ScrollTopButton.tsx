import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useCoversControl } from './use-covers-control';

export const scrollTopThresholdPx = 300;

const fabSizePx = 40;
const fabOffsetPx = 24;

/**
 * Space the content keeps free below its last control, so that at the end of a page the button
 * sits over nothing (a form's "Guardar" stays clickable with the button shown).
 */
export const scrollTopReservePx = fabSizePx + fabOffsetPx * 2;

/**
 * Appears after scrolling past 300 px and brings the page back to the top. It steps aside while a
 * control of the page (a button, a link, a field) passes under it, so it never covers an action.
 */
export function ScrollTopButton() {
  const { t } = useLingui();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: scrollTopThresholdPx });
  const place = useRef<HTMLDivElement>(null);
  const covering = useCoversControl(place, scrolled);
  return (
    <Box
      ref={place}
      sx={{
        position: 'fixed',
        bottom: fabOffsetPx,
        insetInlineEnd: fabOffsetPx,
        width: fabSizePx,
        height: fabSizePx,
        // The place itself never takes a click: only the button while it is shown.
        pointerEvents: 'none',
        zIndex: (theme) => theme.zIndex.speedDial,
      }}
    >
      <Zoom in={scrolled && !covering}>
        <Fab
          color="primary"
          size="small"
          aria-label={t`Volver arriba`}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          sx={{ pointerEvents: 'auto' }}
        >
          <KeyboardArrowUp />
        </Fab>
      </Zoom>
    </Box>
  );
}
