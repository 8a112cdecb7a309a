import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useLingui } from '@lingui/react/macro';

export const scrollTopThresholdPx = 300;

/** Appears after scrolling past 300 px and brings the page back to the top. */
export function ScrollTopButton() {
  const { t } = useLingui();
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: scrollTopThresholdPx });
  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="small"
        aria-label={t`Volver arriba`}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
