import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { usePrefersReducedMotion } from '../theme/reduced-motion';
import { useLayoutSettings, type PageTransition as Transition } from '../theme/layout-settings';

/**
 * The routed page, brought in with the transition chosen in the appearance menu each time the
 * path changes (a change of the query alone, a list's search or page, keeps the page as it is).
 * Nothing moves when the system asks for reduced motion or "Sin animación" is chosen.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { transition } = useLayoutSettings();
  const reducedMotion = usePrefersReducedMotion();
  const { pathname } = useLocation();
  const theme = useTheme();
  if (transition === 'none' || reducedMotion) return <>{children}</>;

  // A page coming in from the side is clipped to the content area, never scrolling the window.
  // `clip`, not `hidden`: sticky elements of the page keep working.
  const page = (
    <Box data-page-transition={transition} sx={transition === 'slideSide' ? { overflowX: 'clip' } : undefined}>
      {children}
    </Box>
  );
  return <Animated key={pathname} transition={transition} rtl={theme.direction === 'rtl'} page={page} />;
}

function Animated({
  transition,
  rtl,
  page,
}: {
  transition: Exclude<Transition, 'none'>;
  rtl: boolean;
  page: ReactElement;
}) {
  switch (transition) {
    case 'fade':
      return (
        <Fade in appear>
          {page}
        </Fade>
      );
    case 'slideUp':
      return (
        <Slide in appear direction="up">
          {page}
        </Slide>
      );
    case 'slideSide':
      // From the end side of the reading direction: the right in Spanish, the left in Arabic.
      return (
        <Slide in appear direction={rtl ? 'right' : 'left'}>
          {page}
        </Slide>
      );
    case 'zoom':
      return (
        <Zoom in appear>
          {page}
        </Zoom>
      );
    case 'grow':
      return (
        <Grow in appear style={{ transformOrigin: 'top center' }}>
          {page}
        </Grow>
      );
    case 'collapse':
      return (
        <Collapse in appear>
          {page}
        </Collapse>
      );
  }
}
